import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { findUnsourcedClaims, unsourcedClaimsMessage } from './unsourced-claims';
import { unsourcedClaimsCheck } from './unsourced-claims-plugin';

const page = (body: string) => `<html><body><main>${body}</main></body></html>`;

describe('findUnsourcedClaims', () => {
  it.each([
    ['a rating from reviews', '<p>4.9/5</p><p>Client rating</p><p>From 50+ reviews</p>'],
    ['a revenue figure', '<p>£2.4M</p><p>Revenue generated</p><p>For clients in 2023</p>'],
    ['a count of readers', '<p>Join 1,200+ readers who get our weekly insights.</p>'],
    ['unlimited revisions', '<li>Unlimited revisions</li>'],
    ['a result promised within days', '<p>Most clients see initial improvements within 30 days.</p>'],
    ['an improvement range', '<p>Typical client improvements of 150–400% within 6–12 months.</p>'],
    ['a count of clients', '<p>200+</p><p>Businesses served</p>'],
    ['a count of clients', '<p>Since 2020 we have helped 200+ small and medium businesses.</p>'],
    ['a count of industries', '<p>Across 12 industries</p>'],
    ['a record claimed without its figures', '<h3>Proven Track Record</h3>'],
  ])('finds %s', (kind, body) => {
    expect(findUnsourcedClaims({ 'pricing/index.html': page(body) }, [])).toEqual([
      expect.objectContaining({ file: 'pricing/index.html', kind }),
    ]);
  });

  it.each([
    ['a notice period', "<p>Cancel with 30 days' notice.</p>"],
    ['a worked example', '<p>For 100 customers, that is £6,000 in gross profit.</p>'],
    ['a reply time', '<p>We reply within 2 hours.</p>'],
    ['a price range', '<p>£1,500–£5,000/month</p>'],
  ])('lets %s pass', (_, body) => {
    expect(findUnsourcedClaims({ 'index.html': page(body) }, [])).toEqual([]);
  });

  it('lets a claim pass once the agency names its source', () => {
    const body = '<p>4.9/5</p><p>Client rating</p><p>From 50+ reviews</p>';
    expect(
      findUnsourcedClaims({ 'pricing/index.html': page(body) }, [
        { claim: '4.9/5', source: 'Google reviews, December 2026' },
      ]),
    ).toEqual([]);
  });

  it('names the file and the claim in its message', () => {
    const message = unsourcedClaimsMessage(
      findUnsourcedClaims({ 'about/index.html': page('<p>Read by 1,200+ readers.</p>') }, []),
    );
    expect(message).toContain('about/index.html: "1,200+ readers" (a count of readers)');
  });
});

describe('the production build', () => {
  const plugin = unsourcedClaimsCheck();
  const asset = (fileName: string, source: string) =>
    ({ type: 'asset', fileName, source }) as unknown as Rollup.OutputAsset;
  const check = (bundle: Record<string, Rollup.OutputAsset>) => {
    const generateBundle = plugin.generateBundle as (
      this: { error(message: string): never },
      options: unknown,
      bundle: Rollup.OutputBundle,
    ) => void;
    generateBundle.call(
      {
        error(message) {
          throw new Error(message);
        },
      },
      {},
      bundle,
    );
  };

  it('runs for production builds of the site, not the server bundle or a development build', () => {
    const apply = plugin.apply as (config: object, env: object) => boolean;
    expect(apply({}, { command: 'build', mode: 'production', isSsrBuild: false })).toBe(true);
    expect(apply({}, { command: 'build', mode: 'production', isSsrBuild: true })).toBe(false);
    expect(apply({}, { command: 'build', mode: 'development', isSsrBuild: false })).toBe(false);
    expect(apply({}, { command: 'serve', mode: 'development', isSsrBuild: false })).toBe(false);
  });

  it('fails on an unsourced claim in a page or in the assistant’s passages, naming the file', () => {
    expect(() =>
      check({ 'pricing/index.html': asset('pricing/index.html', page('<li>Unlimited revisions</li>')) }),
    ).toThrow('pricing/index.html: "Unlimited revisions"');
    expect(() =>
      check({
        'assistant-passages.json': asset(
          'assistant-passages.json',
          JSON.stringify([{ text: 'Client rating: 4.9/5 (From 50+ reviews)' }]),
        ),
      }),
    ).toThrow('assistant-passages.json: "4.9/5 (From 50+ reviews"');
  });

  it('passes a bundle without such claims', () => {
    expect(() => check({ 'index.html': asset('index.html', page('<p>Clear marketing.</p>')) })).not.toThrow();
  });
});
