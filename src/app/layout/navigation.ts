import { paths } from '@/lib/paths';

export interface NavItem {
  label: string;
  href: string;
  tagline: string;
}

/** The header links (Contact is a button beside them); Pricing is one, as visitors look for prices first. */
export const headerLinks: NavItem[] = [
  { label: 'Services', href: paths.services.href(), tagline: 'What we do, and how' },
  { label: 'About', href: paths.about.href(), tagline: 'A small team in Newcastle' },
  { label: 'Education', href: paths.education.href(), tagline: 'Frameworks, research and tools' },
  { label: 'Insights', href: paths.blog.href(), tagline: 'The Journal' },
  { label: 'Pricing', href: paths.pricing.href(), tagline: 'Packages and what they include' },
];

/** The full-screen menu on small screens, each with a one-line tagline. */
export const mobileMenuLinks: NavItem[] = [
  { label: 'Home', href: paths.home.href(), tagline: 'Marketing without the fluff' },
  ...headerLinks,
  { label: 'Contact us', href: paths.contact.href(), tagline: 'Tell us what you need' },
];
