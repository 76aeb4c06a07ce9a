import { build } from 'esbuild';
import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { projectRoot } from './project-root';

/** Where the hooks require the definitions: `require(`${__hooks}/lib/definitions.js`)`. */
export const HOOK_DEFINITIONS = resolve(projectRoot, 'pb_hooks/lib/definitions.js');

/**
 * Bundles src/definitions into one CommonJS module for PocketBase's
 * JavaScript engine (goja: ES2020 and much of what followed, but no
 * Unicode property escapes), so the hooks run the same rules, messages and
 * names as the browser. Written only when it changed, whole or not at all:
 * a server starting beside it never reads half a file.
 */
export async function bundleHookDefinitions(): Promise<void> {
  const result = await build({
    entryPoints: [resolve(projectRoot, 'src/definitions/index.ts')],
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'neutral',
    target: 'es2020',
    legalComments: 'none',
    banner: {
      js: '// Bundled from src/definitions by src/tools/hook-definitions.ts: change those, not this.',
    },
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error('esbuild wrote no bundle of src/definitions.');
  const text = output.text;
  if ((await readFile(HOOK_DEFINITIONS, 'utf8').catch(() => '')) === text) return;
  const partial = `${HOOK_DEFINITIONS}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(partial, text);
  await rename(partial, HOOK_DEFINITIONS);
}
