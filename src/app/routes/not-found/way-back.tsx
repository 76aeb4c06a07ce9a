import { useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { useKeptTypedText } from '@/hooks/use-kept-typed-text';
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
 * so it works before the scripts run (this page answers every unknown path);
 * once live it navigates in the app.
 */
export function WayBack() {
  const [, navigate] = useLocation();
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useKeptTypedText(input, query, setQuery);

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = query.trim();
    navigate(text ? `${paths.blog.href()}?q=${encodeURIComponent(text)}` : paths.blog.href());
  }

  return (
    <div className={styles.wayBack}>
      <form role="search" action={paths.blog.href()} method="get" className={styles.search} onSubmit={search}>
        <label htmlFor="not-found-search" className={styles.label}>
          Search our articles
        </label>
        <div className={styles.row}>
          <input
            ref={input}
            id="not-found-search"
            name="q"
            type="search"
            className={styles.input}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <Button type="submit">Search</Button>
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
