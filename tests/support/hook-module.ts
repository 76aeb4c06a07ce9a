import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { projectRoot } from '../../src/server/project-root';

/**
 * A pb_hooks/lib module run in Node as PocketBase runs it, a CommonJS
 * module, with the globals it needs (the package is ESM, so no require).
 */
export function loadHookModule<T>(file: string, globals: Record<string, unknown> = {}): T {
  const source = readFileSync(resolve(projectRoot, 'pb_hooks/lib', file), 'utf8');
  const module = { exports: {} };
  new Function('module', 'exports', ...Object.keys(globals), source)(
    module,
    module.exports,
    ...Object.values(globals),
  );
  return module.exports as T;
}
