/** A service page shows three related services. */
export const RELATED_SERVICES = 3;

/** The first three other services, in canonical order, never the current one. */
export function relatedServices<T extends { id: string }>(
  currentId: string,
  services: readonly T[],
  count = RELATED_SERVICES,
): T[] {
  return services.filter((service) => service.id !== currentId).slice(0, count);
}
