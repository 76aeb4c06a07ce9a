import type { ServiceId } from '@/definitions/services';

/**
 * Service ids the old site linked to, each sent to its nearest real service
 * (permanent redirects, applied by the server and by the router).
 */
export const legacyServiceIds: Record<string, ServiceId> = {
  'seo-services': 'seo',
  'local-seo': 'seo',
  'website-optimization': 'web-funnel',
  'digital-advertising': 'ppc-advertising',
  'marketing-strategy': 'strategy-consulting',
  'minimalist-marketing': 'branding',
  '{product}': 'branding',
};

/** Where an old service id now lives; only the map's own ids count (not `toString` and friends). */
export function legacyServiceTarget(id: string): ServiceId | undefined {
  return Object.hasOwn(legacyServiceIds, id) ? legacyServiceIds[id] : undefined;
}
