import { build } from 'esbuild';
import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { projectRoot } from './project-root';

/** Where the hooks require the definitions: `require(`${__hooks}/lib/definitions.js`)`. */
export const HOOK_DEFINITIONS = resolve(projectRoot, 'pb_hooks/lib/definitions.js');

/** Where the hooks require Web Push: `require(`${__hooks}/lib/web-push.js`)`. */
export const HOOK_WEB_PUSH = resolve(projectRoot, 'pb_hooks/lib/web-push.js');

/** Where the hooks require the calls' invitations: `require(`${__hooks}/lib/call-invitation.js`)`. */
export const HOOK_CALL_INVITATION = resolve(projectRoot, 'pb_hooks/lib/call-invitation.js');

/**
 * Bundles `entry` into one CommonJS module at `output` for PocketBase's
 * JavaScript engine (goja: ES2020 and much of what followed, but no
 * Unicode property escapes). Written only when it changed, whole or not at
 * all: a server starting beside it never reads half a file.
 */
async function bundleForHooks(entry: string, output: string): Promise<void> {
  const result = await build({
    entryPoints: [resolve(projectRoot, entry)],
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'neutral',
    target: 'es2020',
    legalComments: 'none',
    banner: { js: `// Bundled from ${entry} by src/tools/hook-definitions.ts: change those, not this.` },
  });
  const [bundle] = result.outputFiles;
  if (!bundle) throw new Error(`esbuild wrote no bundle of ${entry}.`);
  const text = bundle.text;
  if ((await readFile(output, 'utf8').catch(() => '')) === text) return;
  const partial = `${output}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(partial, text);
  await rename(partial, output);
}

/**
 * Writes the hooks' bundles of shared TypeScript: src/definitions, so the
 * hooks run the same rules, messages and names as the browser, and
 * src/push/web-push.ts, Web Push's encryption and signing with the
 * @noble libraries it imports, and src/calendar/call-invitation.ts, a
 * call's iCalendar invitation with ical-generator.
 */
export async function bundleHookDefinitions(): Promise<void> {
  await Promise.all([
    bundleForHooks('src/definitions/index.ts', HOOK_DEFINITIONS),
    bundleForHooks('src/push/web-push.ts', HOOK_WEB_PUSH),
    bundleForHooks('src/calendar/call-invitation.ts', HOOK_CALL_INVITATION),
  ]);
}
