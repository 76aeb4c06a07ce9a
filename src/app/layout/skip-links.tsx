import * as styles from './skip-links.css';

/** The skip links, 'Skip to main content' and 'Skip to navigation'. Plain anchors: they work before hydration. */
export function SkipLinks() {
  return (
    <>
      <a className={styles.skipLink} href="#main">
        Skip to main content
      </a>
      <a className={styles.skipLink} href="#navigation">
        Skip to navigation
      </a>
    </>
  );
}
