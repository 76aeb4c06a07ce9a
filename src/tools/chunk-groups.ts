import type { Plugin, Rolldown } from 'vite';
import { importCycle } from './import-cycle.ts';
import { planIslandChunks, type GraphModule, type IslandChunkLimits } from './island-chunks.ts';

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;

const LIBRARY = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/;

/**
 * Measured on a first visit: joins below 8 KB left about 70 files in a
 * page's first install, 16 KB about 65, and 32 KB no fewer, as what is left
 * may not be joined (it would bring a library, or make a circle). 16 KB of
 * source is about 4 KB over the wire, the most any island's load grows.
 */
const LIMITS: IslandChunkLimits = {
  heavyLibraryBytes: 8 * 1024,
  mergeBelowBytes: 16 * 1024,
  mostAddedBytes: 16 * 1024,
  loadedOnEveryVisit: (id) => /[\\/]src[\\/]lib[\\/]analytics[\\/]send-events\.ts$/.test(id),
};

/**
 * How the code islands run is cut into files. Left to itself, the bundler
 * gives each set of islands sharing a module a chunk of its own: on this
 * site about seventy files a page, most under a kilobyte, and on a phone's
 * line each costs a round trip when an island wakes and when the worker
 * precaches a page. So React DOM and React Aria come as a file each, and the
 * site's own code that islands share is cut as planIslandChunks says, small
 * files joined. The build fails if any two files import each other, directly
 * or through others: one of them would run before the other had set what it
 * reads.
 */
export function chunkGroups(): { plugin: Plugin; codeSplitting: CodeSplitting } {
  let plan = new Map<string, string>();
  const plugin: Plugin = {
    name: 'clear-north:chunk-groups',
    // The server bundle, which only prerenders, is not cut for islands.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    buildEnd() {
      const graph = new Map<string, GraphModule>();
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (!info) continue;
        const library = LIBRARY.exec(id)?.[1];
        graph.set(id, {
          imports: info.importedIds,
          dynamicImports: info.dynamicallyImportedIds,
          size: info.code?.length ?? 0,
          isEntry: info.isEntry,
          ...(library ? { library } : {}),
        });
      }
      plan = planIslandChunks(graph, LIMITS);
    },
    generateBundle(_options, bundle) {
      const imports = new Map<string, readonly string[]>();
      for (const output of Object.values(bundle))
        if (output.type === 'chunk') imports.set(output.fileName, output.imports);
      const cycle = importCycle(imports);
      if (cycle) this.error(`These scripts import each other in a circle: ${cycle.join(' → ')}`);
    },
  };
  return {
    plugin,
    codeSplitting: {
      includeDependenciesRecursively: false,
      groups: [
        { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 3 },
        {
          name: 'react-aria',
          test: /node_modules[\\/](react-aria|react-aria-components|react-stately|@internationalized)[\\/]/,
          priority: 2,
        },
        { debugName: 'islands-shared', name: (id) => plan.get(id) ?? null, priority: 1 },
      ],
    },
  };
}
