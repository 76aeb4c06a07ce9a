import { describe, expect, it } from 'vitest';
import { THEME_COLORS } from '@/lib/preferences-boot';
import {
  DEFAULT_PREFERENCES,
  parsePreferences,
  preferenceAttributes,
  serializePreferences,
  themeColor,
  type Preferences,
} from './preferences';

describe('parsePreferences', () => {
  it.each<[string, string | null, Preferences]>([
    ['nothing saved', null, DEFAULT_PREFERENCES],
    ['an empty string', '', DEFAULT_PREFERENCES],
    ['broken JSON', '{"theme":', DEFAULT_PREFERENCES],
    ['JSON that is not an object', '"dark"', DEFAULT_PREFERENCES],
    ['null', 'null', DEFAULT_PREFERENCES],
    ['an array', '["dark"]', DEFAULT_PREFERENCES],
    [
      'every saved value',
      '{"theme":"dark","textSize":"large","contrast":"high"}',
      { theme: 'dark', textSize: 'large', contrast: 'high' },
    ],
    ['a partial record', '{"textSize":"small"}', { theme: 'light', textSize: 'small', contrast: 'normal' }],
    [
      'one unknown value among good ones',
      '{"theme":"sepia","textSize":"large","contrast":"high"}',
      { theme: 'light', textSize: 'large', contrast: 'high' },
    ],
    ['values of the wrong type', '{"theme":1,"textSize":true,"contrast":{"high":true}}', DEFAULT_PREFERENCES],
    ['values in the wrong case', '{"theme":"Dark","contrast":"HIGH"}', DEFAULT_PREFERENCES],
    [
      'extra fields',
      '{"theme":"dark","fontFamily":"Comic Sans"}',
      { theme: 'dark', textSize: 'normal', contrast: 'normal' },
    ],
  ])('reads %s', (_, saved, expected) => {
    expect(parsePreferences(saved)).toEqual(expected);
  });

  it('reads back what it writes', () => {
    const preferences: Preferences = { theme: 'dark', textSize: 'small', contrast: 'high' };
    expect(parsePreferences(serializePreferences(preferences))).toEqual(preferences);
  });

  it('writes exactly theme, textSize and contrast', () => {
    const withExtra = { ...DEFAULT_PREFERENCES, extra: 1 } as Preferences;
    expect(JSON.parse(serializePreferences(withExtra))).toEqual({
      theme: 'light',
      textSize: 'normal',
      contrast: 'normal',
    });
  });
});

describe('DEFAULT_PREFERENCES', () => {
  it('is light, normal, normal (spec §4)', () => {
    expect(DEFAULT_PREFERENCES).toEqual({ theme: 'light', textSize: 'normal', contrast: 'normal' });
  });
});

describe('preferenceAttributes', () => {
  it.each<[Preferences, Record<string, string | undefined>]>([
    [
      { theme: 'light', textSize: 'normal', contrast: 'normal' },
      { 'data-theme': undefined, 'data-text-size': undefined, 'data-contrast': undefined },
    ],
    [
      { theme: 'dark', textSize: 'large', contrast: 'high' },
      { 'data-theme': 'dark', 'data-text-size': 'large', 'data-contrast': 'high' },
    ],
    [
      { theme: 'light', textSize: 'small', contrast: 'normal' },
      { 'data-theme': undefined, 'data-text-size': 'small', 'data-contrast': undefined },
    ],
    [
      { theme: 'light', textSize: 'normal', contrast: 'high' },
      { 'data-theme': undefined, 'data-text-size': undefined, 'data-contrast': 'high' },
    ],
  ])('%o sets %o', (preferences, expected) => {
    expect(preferenceAttributes(preferences)).toEqual(expected);
  });
});

describe('themeColor', () => {
  it.each<[Preferences['theme'], Preferences['contrast'], string]>([
    ['light', 'normal', THEME_COLORS.light],
    ['dark', 'normal', THEME_COLORS.dark],
    ['light', 'high', THEME_COLORS.lightHighContrast],
    ['dark', 'high', THEME_COLORS.darkHighContrast],
  ])('%s with %s contrast colours the toolbar %s', (theme, contrast, expected) => {
    expect(themeColor({ theme, contrast, textSize: 'normal' })).toBe(expected);
  });
});
