import { describe, expect, it } from 'vitest';
import type { MissingFact } from '../content/business';
import { checkLaunchFacts, isLocalOrigin, launchChecklist } from './launch-checklist';

const legal: MissingFact = { field: 'companyNumber', what: 'company number', legal: true };
const other: MissingFact = { field: 'phone', what: 'phone number', legal: false };

describe('launchChecklist', () => {
  it('lists each missing fact by its name in the content, the legal ones marked', () => {
    const text = launchChecklist([legal, other]);
    expect(text).toContain('2 facts still to supply in src/content/business-facts.ts');
    expect(text).toContain('[ ] (legal) company number: companyNumber');
    expect(text).toContain('[ ] phone number: phone');
  });

  it('is empty when nothing is missing', () => {
    expect(launchChecklist([])).toBe('');
  });
});

describe('checkLaunchFacts', () => {
  it('refuses a release while a legal fact is missing', () => {
    const check = checkLaunchFacts({}, [legal, other]);
    expect(check.allowed).toBe(false);
    expect(check.report).toContain('Not released');
    expect(check.report).toContain('ALLOW_INCOMPLETE_LEGAL=1');
  });

  it('lets it go with ALLOW_INCOMPLETE_LEGAL=1, saying so', () => {
    const check = checkLaunchFacts({ ALLOW_INCOMPLETE_LEGAL: '1' }, [legal]);
    expect(check).toEqual({ allowed: true, report: expect.stringContaining('ALLOW_INCOMPLETE_LEGAL=1') });
    expect(checkLaunchFacts({ ALLOW_INCOMPLETE_LEGAL: 'yes' }, [legal]).allowed).toBe(false);
  });

  it('lets it go with only other facts missing, still listing them', () => {
    expect(checkLaunchFacts({}, [other])).toEqual({ allowed: true, report: launchChecklist([other]) });
  });
});

describe('isLocalOrigin', () => {
  it.each(['http://127.0.0.1:8090', 'http://localhost:3000', 'http://[::1]:8090', 'http://site.localhost'])(
    '%s is this machine',
    (origin) => expect(isLocalOrigin(origin)).toBe(true),
  );

  it('a public address is not', () => {
    expect(isLocalOrigin('https://clearnorth.co.uk')).toBe(false);
  });
});
