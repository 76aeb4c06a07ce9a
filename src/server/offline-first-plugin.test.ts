import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { scriptsOfIslandPages } from './offline-first-plugin';

function chunk(
  fileName: string,
  {
    isEntry = false,
    facade = null as string | null,
    imports = [] as string[],
    dynamicImports = [] as string[],
  } = {},
): Rollup.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    isEntry,
    facadeModuleId: facade,
    imports,
    dynamicImports,
  } as Rollup.OutputChunk;
}

const asset = (fileName: string) => ({ type: 'asset', fileName }) as Rollup.OutputAsset;

const bundle = (...outputs: Array<Rollup.OutputChunk | Rollup.OutputAsset>): Rollup.OutputBundle =>
  Object.fromEntries(outputs.map((output) => [output.fileName, output]));

describe('scriptsOfIslandPages', () => {
  it('follows the entry through static and dynamic imports, and stops at the whole app', () => {
    const built = bundle(
      chunk('assets/main.js', {
        isEntry: true,
        imports: ['assets/react.js'],
        dynamicImports: ['assets/island.js', 'assets/hydrate-app.js'],
      }),
      chunk('assets/react.js'),
      chunk('assets/island.js', { imports: ['assets/react.js'], dynamicImports: ['assets/dialog.js'] }),
      chunk('assets/dialog.js'),
      chunk('assets/hydrate-app.js', {
        facade: '/repo/src/app/hydrate-app.tsx',
        imports: ['assets/react.js'],
        dynamicImports: ['assets/privacy-page.js'],
      }),
      chunk('assets/privacy-page.js'),
      asset('assets/loader.js'),
      asset('assets/style.css'),
    );
    expect(scriptsOfIslandPages(built)).toEqual([
      '/assets/dialog.js',
      '/assets/island.js',
      '/assets/loader.js',
      '/assets/main.js',
      '/assets/react.js',
    ]);
  });

  it('keeps a chunk the app shares with an island', () => {
    const built = bundle(
      chunk('assets/main.js', { isEntry: true, dynamicImports: ['assets/hydrate-app.js', 'assets/form.js'] }),
      chunk('assets/hydrate-app.js', {
        facade: '/repo/src/app/hydrate-app.tsx',
        dynamicImports: ['assets/form.js'],
      }),
      chunk('assets/form.js'),
    );
    expect(scriptsOfIslandPages(built)).toEqual(['/assets/form.js', '/assets/main.js']);
  });
});
