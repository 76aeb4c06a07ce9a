import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { PASSAGES_URL, type Passage, type PassageFile } from '../features/assistant/passage.ts';
import { serialiseIndex } from '../features/assistant/search-passages.ts';
import { serverDir } from './dist-dir.ts';

interface ServerEntry {
  assistantPassages(): Promise<Passage[]>;
}

const FILE_NAME = PASSAGES_URL.slice(1);

async function passageFile(load: () => Promise<Passage[]>): Promise<string> {
  const passages = await load();
  const file: PassageFile = { passages, index: serialiseIndex(passages) };
  return JSON.stringify(file);
}

/**
 * Writes the assistant's passages (src/features/assistant/build-passages.ts)
 * as a static JSON file beside the pages, from the server bundle built just
 * before, so the service worker precaches it with them and the assistant
 * answers offline. The dev server builds it on request.
 */
export function assistantPassages(): Plugin {
  return {
    name: 'clear-north:assistant-passages',
    configureServer(server) {
      server.middlewares.use(PASSAGES_URL, (_request, response, next) => {
        server
          .ssrLoadModule('/src/features/assistant/build-passages.ts')
          .then((module) =>
            passageFile((module as { buildPassages: () => Promise<Passage[]> }).buildPassages),
          )
          .then((json) => {
            response.setHeader('Content-Type', 'application/json');
            response.end(json);
          })
          .catch(next);
      });
    },
    async generateBundle() {
      if (this.environment.config.build.ssr) return;
      const entryUrl = pathToFileURL(resolve(serverDir, 'entry-server.js')).href;
      const entry = (await import(entryUrl)) as ServerEntry;
      this.emitFile({
        type: 'asset',
        fileName: FILE_NAME,
        source: await passageFile(entry.assistantPassages),
      });
    },
  };
}
