import type { ServiceDetails } from './types';
import type { ServiceId } from '@/definitions/services';

const modules = import.meta.glob<ServiceDetails>('./services/*.ts', { import: 'details' });

/** Loads one service's details; each service is its own small chunk. */
export function loadServiceDetails(id: ServiceId): Promise<ServiceDetails> {
  const load = modules[`./services/${id}.ts`];
  if (!load) return Promise.reject(new Error(`No details for service ${id}`));
  return load();
}
