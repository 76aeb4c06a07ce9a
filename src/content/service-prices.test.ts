import { describe, expect, it } from 'vitest';
import { loadServiceDetails } from './service-details';
import { specServiceTable as specTable } from './spec-prices.test-helpers';
import { SERVICE_IDS } from './types';

/** A price shown on its own starts with a capital ('From …'); the words are the spec's. */
const asShown = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

describe('service prices and timelines (spec §9)', () => {
  it('the table covers every service once', () => {
    expect(specTable.map(([id]) => id).sort()).toEqual([...SERVICE_IDS].sort());
  });

  it.each(specTable)('%s costs %s and takes %s', async (id, price, timeline) => {
    const details = await loadServiceDetails(id);
    expect(details.pricing).toBe(asShown(price));
    expect(details.timeline).toBe(asShown(timeline));
  });
});
