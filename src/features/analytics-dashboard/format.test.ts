import { describe, expect, it } from 'vitest';
import { eventName, formatBucket, formatChange, formatDuration, periodLabel, previousLabel } from './format';

describe('formatDuration', () => {
  it.each([
    [null, '–'],
    [0, '0s'],
    [42, '42s'],
    [60, '1m 00s'],
    [125.4, '2m 05s'],
  ])('%j seconds reads %s', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });
});

describe('formatChange', () => {
  it.each([
    [null, 'percent', 'No data for the previous period'],
    [125, 'percent', '+125%'],
    [-20, 'percent', '−20%'],
    [0, 'percent', '±0%'],
    [8, 'points', '+8 pts'],
  ] as const)('%j (%s) reads %s', (change, unit, expected) => {
    expect(formatChange(change, unit)).toBe(expected);
  });
});

describe('formatBucket', () => {
  it('labels hours and days in UTC', () => {
    expect(formatBucket('2026-03-01T07:00:00.000Z', 'hour')).toBe('07:00');
    expect(formatBucket('2026-03-01T00:00:00.000Z', 'day')).toBe('1 Mar');
  });
});

describe('eventName', () => {
  it.each([
    ['page_view', 'Page view'],
    ['contact_form_submit', 'Form sent'],
    ['performance', 'Page speed'],
    ['form_abandon', 'Form abandon'],
    ['content_share', 'Content share'],
    ['', 'Event'],
  ])('names %j as %s', (type, name) => {
    expect(eventName(type)).toBe(name);
  });
});

describe('periodLabel and previousLabel', () => {
  it.each([
    ['7d', 'Last 7 days', 'the previous 7 days'],
    ['2026-11-01..2026-11-30', '1 Nov 2026 to 30 Nov 2026', 'the previous 30 days'],
    ['2026-11-05..2026-11-05', '5 Nov 2026', 'the day before'],
  ] as const)('names %s', (period, label, previous) => {
    expect(periodLabel(period)).toBe(label);
    expect(previousLabel(period)).toBe(previous);
  });
});
