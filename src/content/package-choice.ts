import { packages } from './pricing';
import type { PricingPackage } from './types';

/** The id a package goes by in a URL: its name in kebab case ('Focus Growth' → 'focus-growth'). */
export function packageId(pkg: PricingPackage): string {
  return pkg.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

export function findPackage(id: string): PricingPackage | undefined {
  return packages.find((pkg) => packageId(pkg) === id);
}
