import { describe, expect, it } from 'vitest';
import { serviceCards } from '@/content/service-cards';
import { SERVICE_IDS } from '@/definitions/services';
import { relatedServices } from './related-services';

const ids = (currentId: string) => relatedServices(currentId, serviceCards).map((card) => card.id);

describe('relatedServices', () => {
  it.each([
    ['influencer-marketing', ['web-funnel', 'content-strategy', 'ppc-advertising']],
    ['web-funnel', ['influencer-marketing', 'content-strategy', 'ppc-advertising']],
    ['content-strategy', ['influencer-marketing', 'web-funnel', 'ppc-advertising']],
    ['ppc-advertising', ['influencer-marketing', 'web-funnel', 'content-strategy']],
    ['seo', ['influencer-marketing', 'web-funnel', 'content-strategy']],
    ['branding', ['influencer-marketing', 'web-funnel', 'content-strategy']],
  ])('for %s shows %j', (currentId, expected) => {
    expect(ids(currentId)).toEqual(expected);
  });

  it.each(SERVICE_IDS)('for %s shows three services, never itself', (currentId) => {
    const related = ids(currentId);
    expect(related).toHaveLength(3);
    expect(related).not.toContain(currentId);
  });

  it('shows fewer when there are not enough other services', () => {
    expect(relatedServices('a', [{ id: 'a' }, { id: 'b' }])).toEqual([{ id: 'b' }]);
  });
});
