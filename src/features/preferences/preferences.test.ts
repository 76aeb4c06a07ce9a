import { describe, expect, it } from 'vitest';
import { THEME_COLORS } from '@/lib/theme-colors';
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
    ['a partial record', '{"textSize":"small"}', { theme: 'system', textSize: 'small', contrast: 'system' }],
    [
      'an explicit light theme and normal contrast',
      '{"theme":"light","contrast":"normal"}',
      { theme: 'light', textSize: 'normal', contrast: 'normal' },
    ],
    [
      'one unknown value among good ones',
      '{"theme":"sepia","textSize":"large","contrast":"high"}',
      { theme: 'system', textSize: 'large', contrast: 'high' },
    ],
    ['values of the wrong type', '{"theme":1,"textSize":true,"contrast":{"high":true}}', DEFAULT_PREFERENCES],
    ['values in the wrong case', '{"theme":"Dark","contrast":"HIGH"}', DEFAULT_PREFERENCES],
    [
      'extra fields',
      '{"theme":"dark","fontFamily":"Comic Sans"}',
      { theme: 'dark', textSize: 'normal', contrast: 'system' },
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
      theme: 'system',
      textSize: 'normal',
      contrast: 'system',
    });
  });
});

describe('DEFAULT_PREFERENCES', () => {
  it('follows the system for theme and contrast, at normal text size', () => {
    expect(DEFAULT_PREFERENCES).toEqual({ theme: 'system', textSize: 'normal', contrast: 'system' });
  });
});

describe('preferenceAttributes', () => {
  it.each<[Preferences, Record<string, string | undefined>]>([
    [
      { theme: 'system', textSize: 'normal', contrast: 'system' },
      { 'data-theme': undefined, 'data-text-size': undefined, 'data-contrast': undefined },
    ],
    [
      { theme: 'light', textSize: 'normal', contrast: 'normal' },
      { 'data-theme': 'light', 'data-text-size': undefined, 'data-contrast': 'normal' },
    ],
    [
      { theme: 'dark', textSize: 'large', contrast: 'high' },
      { 'data-theme': 'dark', 'data-text-size': 'large', 'data-contrast': 'high' },
    ],
    [
      { theme: 'system', textSize: 'small', contrast: 'system' },
      { 'data-theme': undefined, 'data-text-size': 'small', 'data-contrast': undefined },
    ],
    [
      { theme: 'system', textSize: 'normal', contrast: 'high' },
      { 'data-theme': undefined, 'data-text-size': undefined, 'data-contrast': 'high' },
    ],
  ])('%o sets %o', (preferences, expected) => {
    expect(preferenceAttributes(preferences)).toEqual(expected);
  });
});

describe('themeColor', () => {
  const system = (dark: boolean, highContrast: boolean) => ({ dark, highContrast });
  it.each<[Preferences['theme'], Preferences['contrast'], { dark: boolean; highContrast: boolean }, string]>([
    ['system', 'system', system(false, false), THEME_COLORS.light],
    ['system', 'system', system(true, false), THEME_COLORS.dark],
    ['system', 'system', system(false, true), THEME_COLORS.lightHighContrast],
    ['system', 'system', system(true, true), THEME_COLORS.darkHighContrast],
    ['light', 'system', system(true, false), THEME_COLORS.light],
    ['light', 'system', system(true, true), THEME_COLORS.lightHighContrast],
    ['dark', 'system', system(false, false), THEME_COLORS.dark],
    ['system', 'normal', system(true, true), THEME_COLORS.dark],
    ['system', 'high', system(false, false), THEME_COLORS.lightHighContrast],
    ['light', 'normal', system(true, true), THEME_COLORS.light],
    ['dark', 'high', system(false, false), THEME_COLORS.darkHighContrast],
  ])(
    'theme %s with contrast %s on a system %o colours the toolbar %s',
    (theme, contrast, settings, expected) => {
      expect(themeColor({ theme, contrast, textSize: 'normal' }, settings)).toBe(expected);
    },
  );
});
