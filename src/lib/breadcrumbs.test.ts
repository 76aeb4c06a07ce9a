import { describe, expect, it } from 'vitest';
import { breadcrumbsFor } from './breadcrumbs';

describe('breadcrumbsFor', () => {
  it.each([
    ['/', []],
    ['', []],
    ['/blog', [{ label: 'Home', href: '/' }, { label: 'Blog' }]],
    ['/about/', [{ label: 'Home', href: '/' }, { label: 'About' }]],
    ['/business-examples', [{ label: 'Home', href: '/' }, { label: 'Business Examples' }]],
    [
      '/services/ppc-advertising',
      [{ label: 'Home', href: '/' }, { label: 'Services', href: '/services' }, { label: 'Ppc Advertising' }],
    ],
    [
      '/auth/reset-password',
      [{ label: 'Home', href: '/' }, { label: 'Auth', href: '/auth' }, { label: 'Reset Password' }],
    ],
    [
      '/blog/double--hyphen',
      [{ label: 'Home', href: '/' }, { label: 'Blog', href: '/blog' }, { label: 'Double Hyphen' }],
    ],
  ])('%s gives its crumbs', (path, expected) => {
    expect(breadcrumbsFor(path)).toEqual(expected);
  });

  it('only the last crumb lacks a link', () => {
    const crumbs = breadcrumbsFor('/a/b/c');
    expect(crumbs.map((crumb) => crumb.href)).toEqual(['/', '/a', '/a/b', undefined]);
  });
});
