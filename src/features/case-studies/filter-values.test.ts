import { describe, expect, it } from 'vitest';
import { caseStudies } from '@/content/case-studies';
import { FILTER_VALUES, offeredValue, valuesInUse } from './filter-values';
import { matchCaseStudies, NO_FILTERS } from './match-case-studies';

describe('the values each filter offers', () => {
  it('are only those some example has, so no choice finds nothing', () => {
    for (const [key, values] of Object.entries(FILTER_VALUES)) {
      for (const value of values) {
        expect(matchCaseStudies(caseStudies, { ...NO_FILTERS, [key]: value }), `${key}=${value}`).not.toEqual(
          [],
        );
      }
    }
    expect(FILTER_VALUES.type).not.toContain('Local Business');
  });

  it('leave out a known value no example has, keeping the order given', () => {
    const study = caseStudies[0]!;
    expect(valuesInUse([study], 'type', ['Local Business', ...study.businessType].reverse())).toEqual(
      [...study.businessType].reverse(),
    );
  });
});

describe('offeredValue', () => {
  it('reads an offered value in any case as itself, and anything else as all', () => {
    expect(offeredValue('type', 'saas')).toBe('SaaS');
    expect(offeredValue('industry', 'bogus')).toBe('all');
    expect(offeredValue('industry', '')).toBe('all');
    expect(offeredValue('industry', null)).toBe('all');
    expect(offeredValue('type', 'Local Business')).toBe('all');
  });
});
