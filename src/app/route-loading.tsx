import * as styles from './route-loading.css';

/** Holds the page's place while its chunk loads on client-side navigation. */
export function RouteLoading() {
  return <div className={styles.placeholder} role="status" aria-label="Loading page" />;
}
