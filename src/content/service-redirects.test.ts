import { describe, expect, it } from 'vitest';
import { legacyServiceIds, legacyServiceTarget } from './service-redirects';
import { SERVICE_IDS, type ServiceId } from '@/definitions/services';

/** The ids the old site linked to, each sent to its nearest real service. */
const expected: Array<[legacy: string, target: ServiceId]> = [
  ['seo-services', 'seo'],
  ['local-seo', 'seo'],
  ['website-optimization', 'web-funnel'],
  ['digital-advertising', 'ppc-advertising'],
  ['marketing-strategy', 'strategy-consulting'],
  ['{product}', 'branding'],
  ['minimalist-marketing', 'branding'],
];

const realIds: ReadonlySet<string> = new Set(SERVICE_IDS);

describe('legacyServiceIds', () => {
  it.each(expected)('%s redirects to %s', (legacy, target) => {
    expect(legacyServiceIds[legacy]).toBe(target);
    expect(legacyServiceTarget(legacy)).toBe(target);
  });

  it('holds exactly the legacy ids of the design', () => {
    expect(Object.keys(legacyServiceIds).sort()).toEqual(expected.map(([legacy]) => legacy).sort());
  });

  it.each(Object.entries(legacyServiceIds))(
    '%s leads to a real service (%s), never to another redirect',
    (legacy, target) => {
      expect(realIds.has(target)).toBe(true);
      expect(realIds.has(legacy)).toBe(false);
    },
  );

  it.each(['seo', 'no-such-service', '', 'toString', 'constructor', '__proto__', 'hasOwnProperty'])(
    '%j is not a legacy id',
    (id) => {
      expect(legacyServiceTarget(id)).toBeUndefined();
    },
  );
});
