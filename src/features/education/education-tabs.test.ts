import { describe, expect, it } from 'vitest';
import { EDUCATION_TABS, searchForTab, tabFromSearch, type EducationTab } from './education-tabs';

describe('tabFromSearch', () => {
  it.each<[string, EducationTab]>([
    ['', 'overview'],
    ['tab=frameworks', 'frameworks'],
    ['tab=research', 'research'],
    ['tab=tools', 'tools'],
    ['tab=resources', 'resources'],
    ['tab=overview', 'overview'],
    ['tab=Frameworks', 'overview'],
    ['tab=nonsense', 'overview'],
    ['tab=', 'overview'],
  ])('%j opens %s', (search, expected) => {
    expect(tabFromSearch(new URLSearchParams(search))).toBe(expected);
  });
});

describe('searchForTab', () => {
  it('keeps the plain URL for overview', () => {
    expect(searchForTab('overview')).toBe('');
  });

  it.each(EDUCATION_TABS.map((tab) => tab.id))('round-trips %s', (tab) => {
    expect(tabFromSearch(new URLSearchParams(searchForTab(tab)))).toBe(tab);
  });
});
