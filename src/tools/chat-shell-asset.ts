import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { minifySync, type Rollup } from 'vite';
import { chatShellScript, type ChatShellParts } from '../lib/chat-shell.ts';
import { classesIn, cssForClasses } from './css-for-classes.ts';
import { serverDir } from './dist-dir.ts';

interface ServerEntry {
  assistantShell(): Omit<ChatShellParts, 'css'>;
}

function siteCss(bundle: Rollup.OutputBundle): string {
  return Object.values(bundle)
    .filter((file): file is Rollup.OutputAsset => file.type === 'asset' && file.fileName.endsWith('.css'))
    .map((file) => String(file.source))
    .join('');
}

/**
 * The early chat panel's script (src/lib/chat-shell.ts): the assistant's
 * panel as it first opens, rendered by the server bundle built just before
 * (src/tools/build.ts), with the site's rules for it from the client's
 * stylesheet, minified. A chat trigger's first press shows it.
 */
export async function chatShellSource(bundle: Rollup.OutputBundle): Promise<string> {
  const entryUrl = pathToFileURL(resolve(serverDir, 'entry-server.js')).href;
  const { assistantShell } = (await import(entryUrl)) as ServerEntry;
  const parts = assistantShell();
  const classes = [
    ...classesIn(parts.markup),
    ...classesIn(parts.failedMarkup),
    ...`${parts.questionClass} ${parts.noteClass}`.split(' '),
  ];
  const script = chatShellScript({ ...parts, css: cssForClasses(siteCss(bundle), classes) });
  return minifySync('chat-shell.js', script).code;
}
