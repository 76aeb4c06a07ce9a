import { describe, expect, it } from 'vitest';
import { caseStudies } from '@/content/case-studies';
import type { CaseStudy } from '@/content/types';
import { matchCaseStudies, NO_FILTERS, type CaseStudyFilters } from './match-case-studies';

function study(id: string, fields: Pick<CaseStudy, 'businessType' | 'industry' | 'product'>): CaseStudy {
  return { id, title: `Study ${id}`, description: '', results: '', strategy: '', ...fields };
}

const shop = study('shop', {
  businessType: ['E-commerce', 'B2C'],
  industry: ['Retail'],
  product: ['Consumer Goods'],
});
const app = study('app', { businessType: ['SaaS', 'B2B'], industry: ['Technology'], product: ['Software'] });
const cafe = study('cafe', {
  businessType: ['Local Business'],
  industry: ['Food & Beverage'],
  product: ['Consumer Goods', 'Services'],
});
const studies = [shop, app, cafe];

const filters = (changes: Partial<CaseStudyFilters>): CaseStudyFilters => ({ ...NO_FILTERS, ...changes });

describe('matchCaseStudies', () => {
  it.each<[string, Partial<CaseStudyFilters>, string[]]>([
    ['no filter keeps every study', {}, ['shop', 'app', 'cafe']],
    ['an empty value is ignored', { type: '', industry: '', product: '' }, ['shop', 'app', 'cafe']],
    ["'all' is ignored", { type: 'all', industry: 'all', product: 'all' }, ['shop', 'app', 'cafe']],
    [
      "'All' is ignored whatever its case",
      { type: 'All', industry: 'ALL', product: 'aLl' },
      ['shop', 'app', 'cafe'],
    ],
    ["'All' beside an active filter is ignored", { type: 'All', industry: 'retail' }, ['shop']],
    ['an exact value matches', { type: 'SaaS' }, ['app']],
    ['case is ignored', { type: 'saas' }, ['app']],
    ['upper case is ignored too', { industry: 'RETAIL' }, ['shop']],
    ['a selected part of a value matches (commerce ⊂ E-commerce)', { type: 'commerce' }, ['shop']],
    [
      'a selected value containing the study value matches (Local Business Services ⊃ Local Business)',
      { type: 'Local Business Services' },
      ['cafe'],
    ],
    ['any one of a study’s values is enough', { product: 'Services' }, ['cafe']],
    ['a shared value matches several studies', { product: 'Consumer Goods' }, ['shop', 'cafe']],
    ['two dimensions must both match', { type: 'B2C', industry: 'Retail' }, ['shop']],
    ['one failing dimension excludes the study', { type: 'B2C', industry: 'Technology' }, []],
    ['all three dimensions at once', { type: 'Local', industry: 'food', product: 'services' }, ['cafe']],
    ["'all' beside an active filter is still ignored", { type: 'all', industry: 'Technology' }, ['app']],
    ['no study matches', { industry: 'Healthcare' }, []],
    ['an unrelated word matches nothing', { product: 'Spaceships' }, []],
  ])('%s', (_name, changes, expected) => {
    expect(matchCaseStudies(studies, filters(changes)).map((s) => s.id)).toEqual(expected);
  });

  it('returns all 15 case studies with no filter', () => {
    expect(caseStudies).toHaveLength(15);
    expect(matchCaseStudies(caseStudies, NO_FILTERS)).toHaveLength(15);
  });

  it.each<[Partial<CaseStudyFilters>, string[]]>([
    [{ type: 'SaaS', industry: 'Technology' }, ['2', '3', '4', '11', '13']],
    [{ industry: 'Education' }, ['13']],
    [{ type: 'Local Business', industry: 'Technology' }, []],
  ])('finds the site’s case studies for %o', (changes, expected) => {
    expect(matchCaseStudies(caseStudies, filters(changes)).map((s) => s.id)).toEqual(expected);
  });
});
