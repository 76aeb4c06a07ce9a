import { describe, expect, it } from 'vitest';
import { parseContactQuery, type ContactQuery } from './contact-mode';

describe('parseContactQuery', () => {
  it.each<[string, ContactQuery]>([
    ['', { mode: 'enquiry' }],
    ['waitlist=true', { mode: 'waitlist' }],
    ['waitlist=TRUE', { mode: 'enquiry' }],
    ['waitlist=1', { mode: 'enquiry' }],
    ['waitlist=false', { mode: 'enquiry' }],
    ['waitlist', { mode: 'enquiry' }],
    ['call=true', { mode: 'discovery_call' }],
    ['call=yes', { mode: 'enquiry' }],
    ['call=true&waitlist=true', { mode: 'waitlist' }],
    ['service=seo', { mode: 'enquiry', service: 'seo' }],
    ['service=ppc-advertising&call=true', { mode: 'discovery_call', service: 'ppc-advertising' }],
    ['service=astrology', { mode: 'enquiry' }],
    ['service=SEO', { mode: 'enquiry' }],
    ['service=seo-services', { mode: 'enquiry' }],
    ['service=', { mode: 'enquiry' }],
    ['restore=abc123&call=true', { mode: 'discovery_call', restore: 'abc123' }],
    ['restore=', { mode: 'enquiry' }],
    ['message=Can+you+fix+my+boiler%3F', { mode: 'enquiry', message: 'Can you fix my boiler?' }],
    ['message=%20%20', { mode: 'enquiry' }],
    [`message=${'a'.repeat(1200)}`, { mode: 'enquiry', message: 'a'.repeat(1000) }],
    [
      'package=focus-growth',
      { mode: 'enquiry', chosenPackage: { id: 'focus-growth', name: 'Focus Growth' } },
    ],
    [
      'package=scale-mastery&call=true',
      { mode: 'discovery_call', chosenPackage: { id: 'scale-mastery', name: 'Scale Mastery' } },
    ],
    ['package=Focus%20Growth', { mode: 'enquiry' }],
    ['package=platinum', { mode: 'enquiry' }],
  ])('%j reads as %o', (search, expected) => {
    expect(parseContactQuery(search)).toEqual(expected);
  });
});
