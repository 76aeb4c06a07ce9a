import { describe, expect, it } from 'vitest';
import { formatReceived, isoTime, serviceLabel, stateLabel, topicLabel } from './enquiry-labels';

describe('serviceLabel', () => {
  it.each([
    ['seo', 'SEO'],
    ['web-funnel', 'Web Funnels'],
    ['', 'Not chosen'],
  ])('names %j as %s', (service, label) => {
    expect(serviceLabel(service)).toBe(label);
  });
});

describe('topicLabel', () => {
  it.each([
    ['waitlist', 'Waitlist'],
    ['discovery_call', 'Discovery call'],
    ['enquiry', 'Enquiry'],
    ['', 'Enquiry'],
  ])('names %j as %s', (topic, label) => {
    expect(topicLabel(topic)).toBe(label);
  });
});

describe('times', () => {
  it("reads PocketBase's time format", () => {
    expect(isoTime('2026-11-23 16:35:20.123Z')).toBe('2026-11-23T16:35:20.123Z');
    expect(formatReceived('2026-11-23 16:35:20.123Z', 'Europe/London')).toBe('23 Nov 2026, 16:35');
  });
});

describe('stateLabel', () => {
  const at = '2026-11-23 16:35:20.123Z';
  it.each([
    [{ filed: '', handledAt: '', readAt: '' }, 'New'],
    [{ filed: '', handledAt: '', readAt: at }, 'Read'],
    [{ filed: '', handledAt: at, readAt: at }, 'Handled'],
    [{ filed: 'archived', handledAt: at, readAt: at }, 'Archived'],
    [{ filed: 'spam', handledAt: '', readAt: at }, 'Spam'],
  ] as const)('names %o as %s', (enquiry, label) => {
    expect(stateLabel(enquiry)).toBe(label);
  });
});
