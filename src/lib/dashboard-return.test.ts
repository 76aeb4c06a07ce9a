import { describe, expect, it } from 'vitest';
import { dashboardReturn } from './dashboard-return';

const ORIGIN = 'https://clearnorth.example';

describe('dashboardReturn', () => {
  it.each([
    [
      'the page a link left in the state',
      { returnTo: '/admin/enquiries?state=spam' },
      '',
      '/admin/enquiries?state=spam',
    ],
    ['the state before the referrer', { returnTo: '/about' }, `${ORIGIN}/pricing`, '/about'],
    [
      'the referrer on this site, with its query',
      null,
      `${ORIGIN}/admin/subscribers?state=pending`,
      '/admin/subscribers?state=pending',
    ],
    [
      'the inbox after a referrer elsewhere',
      null,
      'https://elsewhere.example/admin/enquiries',
      '/admin/enquiries',
    ],
    ['the inbox with nothing to go by', null, '', '/admin/enquiries'],
    [
      'the inbox, not the dashboard again',
      { returnTo: '/admin/analytics?period=30d' },
      `${ORIGIN}/admin/analytics`,
      '/admin/enquiries',
    ],
    ['the inbox, never another origin', { returnTo: '//elsewhere.example/' }, '', '/admin/enquiries'],
    ['the inbox for a state of another shape', { returnTo: 42 }, '', '/admin/enquiries'],
  ])('goes to %s', (_case, state, referrer, expected) => {
    expect(dashboardReturn(state, referrer, ORIGIN)).toBe(expected);
  });
});
