import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { assistantPassages } from './src/tools/assistant-passages-plugin.ts';
import { chunkGroups } from './src/tools/chunk-groups.ts';
import { clientDir, serverDir } from './src/tools/dist-dir.ts';
import { entryAfterPaint } from './src/tools/entry-after-paint-plugin.ts';
import { preferencesScript } from './src/tools/preferences-script-plugin.ts';
import { markdown } from './src/tools/markdown-plugin.ts';
import { offlineFirst } from './src/tools/offline-first-plugin.ts';
import { pendingContentReport } from './src/tools/pending-content.ts';
import { prerender } from './src/tools/prerender-plugin.ts';
import { pwa } from './src/tools/pwa-plugin.ts';
import { svgDataUri } from './src/tools/svg-data-uri-plugin.ts';
import { unsourcedClaimsCheck } from './src/tools/unsourced-claims-plugin.ts';

const apiOrigin = `http://127.0.0.1:${process.env.PB_PORT ?? 8090}`;

export default defineConfig(({ isSsrBuild }) => {
  const offline = offlineFirst();
  const chunks = chunkGroups();
  return {
    plugins: [
      react(),
      chunks.plugin,
      vanillaExtractPlugin(),
      markdown(),
      svgDataUri(),
      preferencesScript(),
      entryAfterPaint(),
      prerender(),
      offline.collect,
      assistantPassages(),
      unsourcedClaimsCheck(),
      pwa({ workerPlugins: [offline.inline] }),
      pendingContentReport(),
    ],
    // The server bundle needs no copy of public/.
    publicDir: isSsrBuild ? false : 'public',
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    build: {
      outDir: isSsrBuild ? serverDir : clientDir,
      emptyOutDir: true,
      target: 'es2022',
      assetsInlineLimit: 0,
      // One stylesheet for the whole site: each prerendered page inlines the
      // part it uses (src/tools/critical-css.ts) and the app applies the rest.
      cssCodeSplit: false,
      modulePreload: false,
      // .vite/manifest.json: which chunk holds which module, for tests that check where a file goes.
      manifest: !isSsrBuild,
      rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: chunks.codeSplitting } },
    },
    // A self-contained server bundle: the prerender can import it from any folder.
    ssr: { noExternal: true },
    server: {
      host: '127.0.0.1',
      proxy: {
        '/api': { target: apiOrigin, ws: false },
        '/_/': { target: apiOrigin },
      },
    },
  };
});
