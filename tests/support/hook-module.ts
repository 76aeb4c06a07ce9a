import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { projectRoot } from '../../src/tools/project-root';

/**
 * A pb_hooks/lib module run in Node as PocketBase runs it, a CommonJS
 * module, with the globals it needs (the package is ESM, so no require).
 * Its own `require(`${__hooks}/lib/x.js`)` loads the library's x.js alike, and x.json as data.
 */
export function loadHookModule<T>(file: string, globals: Record<string, unknown> = {}): T {
  const source = readFileSync(resolve(projectRoot, 'pb_hooks/lib', file), 'utf8');
  const module = { exports: {} };
  const hookRequire = (path: string) =>
    path.endsWith('.json')
      ? (JSON.parse(readFileSync(resolve(projectRoot, 'pb_hooks/lib', basename(path)), 'utf8')) as unknown)
      : loadHookModule(basename(path), globals);
  const given = { __hooks: '', require: hookRequire, ...globals };
  new Function('module', 'exports', ...Object.keys(given), source)(
    module,
    module.exports,
    ...Object.values(given),
  );
  return module.exports as T;
}
