import type { Rolldown } from 'vite';

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;

/**
 * How the libraries islands run are cut into files. Left to itself, the
 * bundler gives each set of islands that share a part of React Aria a chunk
 * of its own: dozens of files, most under a kilobyte, and on a phone's line
 * each costs a round trip when an island wakes and when the worker
 * precaches a page. So React DOM and React Aria come as a file each. What
 * they import stays where the bundler puts it: React itself is part of what
 * every page runs at once.
 */
export const codeSplitting: CodeSplitting = {
  includeDependenciesRecursively: false,
  groups: [
    { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 2 },
    {
      name: 'react-aria',
      test: /node_modules[\\/](react-aria|react-aria-components|react-stately|@internationalized)[\\/]/,
      priority: 1,
    },
  ],
};
