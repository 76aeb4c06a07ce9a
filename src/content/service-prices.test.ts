import { describe, expect, it } from 'vitest';
import { loadServiceDetails } from './service-details';
import { seoTimeline } from './site-facts';
import { specServiceTable as specTable } from './spec-prices.test-helpers';
import { SERVICE_IDS } from '@/definitions/services';

/**
 * The agreed wording in the site's house style: a capital when shown on its own ('From …'), en dashes
 * in ranges, British spelling, and a minimum that is ad spend called so.
 */
const asShown = (text: string) =>
  (text.charAt(0).toUpperCase() + text.slice(1))
    .replace(/(\d) ?- ?(£?\d)/g, '$1–$2')
    .replace('optimize', 'optimise')
    .replace(/ plus ad spend, minimum (£[\d,]+)/, ', plus a minimum ad spend of $1');

describe('service prices and timelines', () => {
  it('the table covers every service once', () => {
    expect(specTable.map(([id]) => id).sort()).toEqual([...SERVICE_IDS].sort());
  });

  it.each(specTable)('%s costs %s and takes %s', async (id, price, timeline) => {
    const details = await loadServiceDetails(id);
    expect(details.pricing).toBe(asShown(price));
    // The agreed SEO timeline promised significant results sooner than the site's own FAQs; the site
    // gives the FAQs' one answer (site-facts.ts).
    expect(details.timeline).toBe(id === 'seo' ? seoTimeline : asShown(timeline));
  });
});
