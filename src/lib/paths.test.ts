import { describe, expect, it } from 'vitest';
import { isActivePath, isPagePath, paths } from './paths';

describe('paths', () => {
  it.each([
    [{}, '/contact'],
    [{ service: 'seo' }, '/contact?service=seo'],
    [{ waitlist: true }, '/contact?waitlist=true'],
    [{ service: 'web-funnel', waitlist: true }, '/contact?service=web-funnel&waitlist=true'],
    [{ call: true }, '/contact?call=true'],
    [{ message: 'Can you fix my boiler?' }, '/contact?message=Can+you+fix+my+boiler%3F'],
  ])('contact href for %o is %s', (options, expected) => {
    expect(paths.contact.href(options)).toBe(expected);
  });

  it.each([
    ['/', '/', true],
    ['/', '/services', false],
    ['/services', '/services', true],
    ['/services', '/services/seo', true],
    ['/services', '/services-extra', false],
    ['/blog', '/about', false],
  ])('%s is active on %s: %s', (href, pathname, expected) => {
    expect(isActivePath(href, pathname)).toBe(expected);
  });
});

describe('isPagePath', () => {
  it.each([
    ['/', true],
    ['/services', true],
    ['/blog', true],
    ['/auth', true],
    ['/tools/roi-calculator', true],
    ['/admin/enquiries', true],
    ['/admin', false],
    ['/tools', false],
    ['/resources', false],
    ['/services/:serviceId', false],
  ])('%s is a page: %s', (path, expected) => {
    expect(isPagePath(path)).toBe(expected);
  });
});
