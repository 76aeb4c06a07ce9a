import { buttonStyles } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { paths } from '@/lib/paths';
import * as styles from './way-back.css';

const SECTIONS = [
  { label: 'Services', href: paths.services.href() },
  { label: 'Pricing', href: paths.pricing.href() },
  { label: 'Insights, the Journal', href: paths.blog.href() },
  { label: 'Education', href: paths.education.href() },
  { label: 'About', href: paths.about.href() },
  { label: 'Contact', href: paths.contact.href() },
];

/**
 * Ways on from a page that does not exist: a search of the Journal's
 * articles and the main sections. The search is a plain GET form to /blog,
 * which the browser sends as it is: the Journal opens with the search asked
 * for. Nothing here waits for a script.
 */
export function WayBack() {
  return (
    <div className={styles.wayBack}>
      <form role="search" action={paths.blog.href()} method="get" className={styles.search}>
        <label htmlFor="not-found-search" className={styles.label}>
          Search our articles
        </label>
        <div className={styles.row}>
          <input id="not-found-search" name="q" type="search" className={styles.input} />
          <button type="submit" className={buttonStyles()}>
            Search
          </button>
        </div>
      </form>
      <nav aria-label="Main sections">
        <ul className={styles.sections}>
          {SECTIONS.map((section) => (
            <li key={section.href}>
              <Link href={section.href} appearance={{ variant: 'outline', size: 'sm' }}>
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
