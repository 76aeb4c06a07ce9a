import { describe, expect, it } from 'vitest';
import { SEARCHING_TEXT, searchStatus } from './search-status';

describe('searchStatus', () => {
  it.each<[string, string, string, string]>([
    ['a search that will start', 'paradox', '', SEARCHING_TEXT],
    ['the search already shown', 'paradox', 'paradox', ''],
    ['the same search with spaces around it', ' paradox ', 'paradox', ''],
    ['two characters, which search nothing', 'pa', '', ''],
    ['an emptied box clearing a search', '', 'paradox', SEARCHING_TEXT],
    ['an empty box with nothing searched', '', '', ''],
  ])('%s', (_name, text, shownQuery, expected) => {
    expect(searchStatus(text, shownQuery)).toBe(expected);
  });
});
