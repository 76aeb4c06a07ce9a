import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { markdown } from './src/tools/markdown-plugin.ts';
import { svgDataUri } from './src/tools/svg-data-uri-plugin.ts';
import WaitingFirstSequencer from './tests/support/waiting-first-sequencer.ts';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  test: {
    globalSetup: ['tests/support/hook-definitions-setup.ts'],
    sequence: { sequencer: WaitingFirstSequencer },
    projects: [
      {
        // Articles and inlined drawings import through the same plugins as the build; components bring their styles.
        plugins: [markdown(), svgDataUri(), vanillaExtractPlugin()],
        resolve: { alias },
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          // The assistant's question set lives in tests/ beside its evaluation command.
          include: ['src/**/*.test.{ts,tsx}', 'tests/assistant/**/*.test.ts'],
          environment: 'node',
          // Each file in a fresh module graph cost three times the CPU (69 s against 23 s), mostly in
          // compiling styles again; the unit tests keep no state between files, whatever their order.
          isolate: false,
        },
      },
      {
        plugins: [markdown()],
        resolve: { alias },
        test: {
          name: 'integration',
          // After the unit tests: each file starts a PocketBase of its own.
          sequence: { groupOrder: 1 },
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/migrated-template-setup.ts'],
          // Each file starts its own PocketBase, which mostly waits: six at a time keep two cores busy (the whole
          // project took 281 s, against 316 s four at a time).
          maxWorkers: 6,
          // Budgets that only end a run that would never finish: a test that starts
          // PocketBase twice takes 5 s on a quiet machine and over 30 s with a CPU hog beside it.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
