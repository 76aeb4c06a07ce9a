import { describe, expect, it } from 'vitest';
import { breadcrumbsFor } from './breadcrumbs';

describe('breadcrumbsFor', () => {
  it.each([
    ['/', []],
    ['', []],
    ['/blog', [{ label: 'Home', href: '/' }, { label: 'Journal' }]],
    ['/about/', [{ label: 'Home', href: '/' }, { label: 'About' }]],
    ['/business-examples', [{ label: 'Home', href: '/' }, { label: 'Business Examples' }]],
    [
      '/services/ppc-advertising',
      [{ label: 'Home', href: '/' }, { label: 'Services', href: '/services' }, { label: 'PPC Advertising' }],
    ],
    [
      '/auth/reset-password',
      [{ label: 'Home', href: '/' }, { label: 'Auth', href: '/auth' }, { label: 'Reset Password' }],
    ],
    [
      '/blog/double--hyphen',
      [{ label: 'Home', href: '/' }, { label: 'Journal', href: '/blog' }, { label: 'Double Hyphen' }],
    ],
  ])('%s gives its crumbs', (path, expected) => {
    expect(breadcrumbsFor(path)).toEqual(expected);
  });

  it('names the current page by its own title where it has one, as an article does', () => {
    expect(
      breadcrumbsFor('/blog/paradox-of-choice-marketing', () => true, 'The paradox of choice in marketing'),
    ).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Journal', href: '/blog' },
      { label: 'The paradox of choice in marketing' },
    ]);
  });

  it('writes known acronyms in capitals', () => {
    expect(breadcrumbsFor('/tools/roi-calculator').map((crumb) => crumb.label)).toEqual([
      'Home',
      'Tools',
      'ROI Calculator',
    ]);
    expect(breadcrumbsFor('/services/seo').at(-1)?.label).toBe('SEO');
  });

  it('does not link a folder that is not a page', () => {
    const isPage = (path: string) => path !== '/tools';
    expect(breadcrumbsFor('/tools/roi-calculator', isPage)).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Tools' },
      { label: 'ROI Calculator' },
    ]);
  });

  it('only the last crumb lacks a link', () => {
    const crumbs = breadcrumbsFor('/a/b/c');
    expect(crumbs.map((crumb) => crumb.href)).toEqual(['/', '/a', '/a/b', undefined]);
  });
});
