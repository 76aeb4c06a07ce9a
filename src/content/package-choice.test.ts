import { describe, expect, it } from 'vitest';
import { findPackage, packageId } from './package-choice';
import { packages } from './pricing';

describe('package ids in URLs', () => {
  it.each(packages.map((pkg) => [pkg.name, pkg] as const))('%s is found by its own id', (_name, pkg) => {
    expect(findPackage(packageId(pkg))).toBe(pkg);
  });

  it.each(['', 'focus', 'Focus Growth', 'focus-growth-x'])('%j is no package', (id) => {
    expect(findPackage(id)).toBeUndefined();
  });

  it('every name is something the enquiry record accepts (letters, digits, spaces, at most 60)', () => {
    for (const pkg of packages) expect(pkg.name).toMatch(/^[A-Za-z0-9 ]{1,60}$/);
  });
});
