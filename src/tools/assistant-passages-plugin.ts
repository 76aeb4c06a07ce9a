import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { PASSAGES_URL, type PassageFile } from '../features/assistant/passage.ts';
import { serverDir } from './dist-dir.ts';

interface PassageSource {
  assistantPassages(): Promise<PassageFile>;
}

/**
 * Writes the assistant's passages and their search index as a static JSON
 * file beside the pages, from the server bundle built just before, so the
 * service worker precaches it with them and the assistant answers offline.
 * The dev server builds it on request from the sources.
 */
export function assistantPassages(): Plugin {
  return {
    name: 'clear-north:assistant-passages',
    configureServer(server) {
      server.middlewares.use(PASSAGES_URL, (_request, response, next) => {
        server
          .ssrLoadModule('/src/entry-server.tsx')
          .then((entry) => (entry as PassageSource).assistantPassages())
          .then((file) => {
            response.setHeader('Content-Type', 'application/json');
            response.end(JSON.stringify(file));
          })
          .catch(next);
      });
    },
    async generateBundle() {
      if (this.environment.config.build.ssr) return;
      const entryUrl = pathToFileURL(resolve(serverDir, 'entry-server.js')).href;
      const entry = (await import(entryUrl)) as PassageSource;
      this.emitFile({
        type: 'asset',
        fileName: PASSAGES_URL.slice(1),
        source: JSON.stringify(await entry.assistantPassages()),
      });
    },
  };
}
