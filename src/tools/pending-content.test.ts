import { describe, expect, it } from 'vitest';
import { about } from '../content/about';
import { trustFigures } from '../content/pricing';
import { testimonials } from '../content/testimonials';
import { pendingContent } from './pending-content';

const post = (frontMatter: string) => `---\ntitle: A post\n${frontMatter}---\nBody, author: not this one.\n`;

describe('pendingContent', () => {
  it('names each trust figure without a source, and the claim of standing that waits for a membership', () => {
    const pending = pendingContent({}, {});
    const unsourced = trustFigures.filter((figure) => figure.sample);
    expect(unsourced.map((figure) => figure.value)).toEqual(['4.9/5', '£2.4M']);
    for (const figure of unsourced) {
      expect(pending).toContainEqual(
        expect.stringContaining(`unsourced trust figure (not shown): "${figure.value}`),
      );
    }
    expect(pending).toContainEqual(expect.stringContaining('"Industry Recognition" (not shown'));
  });

  it('names every sample, the missing legal name and offer, and each post without an author', () => {
    const pending = pendingContent({}, { 'named.md': post('author: Jo Bloggs\n'), 'unnamed.md': post('') });
    for (const item of testimonials.filter((testimonial) => testimonial.sample)) {
      expect(pending).toContainEqual(expect.stringContaining(`${item.name}, ${item.business}`));
    }
    for (const item of about.memberships.filter((membership) => membership.sample)) {
      expect(pending).toContainEqual(expect.stringContaining(item.name));
    }
    expect(pending).toContainEqual(expect.stringContaining('legalName in src/content/business-facts.ts'));
    expect(pending).toContainEqual(
      expect.stringContaining('registeredOffice in src/content/business-facts.ts'),
    );
    expect(pending).toContainEqual(expect.stringContaining('VITE_OFFER_TEXT'));
    expect(pending).toContainEqual(expect.stringContaining('unnamed.md'));
    expect(pending).not.toContainEqual(expect.stringContaining('author of named.md'));
  });

  it('drops the offer and the business facts once supplied', () => {
    const pending = pendingContent(
      { VITE_OFFER_TEXT: 'Free audit', VITE_OFFER_ENDS: '2026-12-31T23:59:00Z' },
      {},
      [],
    );
    expect(pending.join('\n')).not.toMatch(/business-facts|VITE_OFFER/);
  });
});
