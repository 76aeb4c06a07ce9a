import { readFileSync } from 'node:fs';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { filesForPages, isAdminFile } from '@/lib/pwa/offline-first';
import {
  ISLAND_LOADERS,
  islandImports,
  needsOfPage,
  offlineFirstList,
  startScripts,
} from './offline-first-plugin';

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

const asset = (fileName: string, source = '') => ({ type: 'asset', fileName, source }) as Rollup.OutputAsset;

const bundle = (...outputs: Array<Rollup.OutputChunk | Rollup.OutputAsset>): Rollup.OutputBundle =>
  Object.fromEntries(outputs.map((output) => [output.fileName, output]));

describe('offlineFirstList', () => {
  const built = bundle(
    chunk('assets/main.js', {
      isEntry: true,
      imports: ['assets/react.js'],
      dynamicImports: ['assets/outbox.js', 'assets/menu.js', 'assets/form.js', 'assets/hydrate-app.js'],
    }),
    chunk('assets/react.js'),
    chunk('assets/outbox.js'),
    chunk('assets/menu.js', { imports: ['assets/react.js'], dynamicImports: ['assets/dialog.js'] }),
    chunk('assets/dialog.js'),
    chunk('assets/form.js', { imports: ['assets/react.js', 'assets/outbox.js'] }),
    chunk('assets/hydrate-app.js', {
      facade: '/repo/src/app/hydrate-app.tsx',
      imports: ['assets/react.js'],
      dynamicImports: ['assets/privacy-page.js', 'assets/form.js'],
    }),
    chunk('assets/privacy-page.js'),
    asset('assets/loader.js'),
    asset('assets/style.css'),
    asset('index.html', '<div data-island="menu" data-island-id="i0"></div>'),
    asset(
      'contact/index.html',
      '<div data-island="menu"></div><img src="/assets/map.svg" alt=""><form data-island="form"></form>',
    ),
  );
  const list = offlineFirstList(
    built,
    new Map([
      ['menu', 'assets/menu.js'],
      ['form', 'assets/form.js'],
    ]),
  );

  it('shares what the entry loads, islands and the whole app aside, and the loader', () => {
    expect(list.scripts).toEqual([
      '/assets/loader.js',
      '/assets/main.js',
      '/assets/outbox.js',
      '/assets/react.js',
    ]);
  });

  it('gives each island its scripts, through static and dynamic imports, those the app shares too, the shared ones aside', () => {
    expect(list.islands).toEqual({
      menu: ['/assets/dialog.js', '/assets/menu.js'],
      form: ['/assets/form.js'],
    });
  });

  it("lists the whole app's scripts no page of islands runs as the admin's, the app's start among them", () => {
    expect(list.adminScripts).toEqual(['/assets/hydrate-app.js', '/assets/privacy-page.js']);
    expect(isAdminFile(list, '/assets/hydrate-app.js')).toBe(true);
    expect(isAdminFile(list, '/admin/enquiries/index.html')).toBe(true);
    expect(isAdminFile(list, '/admin/manifest.webmanifest')).toBe(true);
    expect(isAdminFile(list, '/assets/form.js')).toBe(false);
    expect(isAdminFile(list, '/about/index.html')).toBe(false);
  });

  it("names each page's islands and images; a page needs the shared scripts, its islands' and its images", () => {
    expect(list.pages).toEqual({
      '/index.html': { islands: ['menu'], images: [] },
      '/contact/index.html': { islands: ['form', 'menu'], images: ['/assets/map.svg'] },
    });
    expect([...filesForPages(list, ['/contact/index.html'])]).toContain('/assets/map.svg');
    expect([...filesForPages(list, ['/index.html'])].sort()).toEqual([
      '/assets/dialog.js',
      '/assets/loader.js',
      '/assets/main.js',
      '/assets/menu.js',
      '/assets/outbox.js',
      '/assets/react.js',
    ]);
    expect([...filesForPages(list, ['/contact/index.html'])]).toContain('/assets/form.js');
    expect([...filesForPages(list, ['/admin/index.html'])].sort()).toEqual(list.scripts);
  });
});

describe('startScripts', () => {
  it('names what a page fetches at its start: the loader, the entry and what the entry imports, nothing it loads later', () => {
    const built = bundle(
      chunk('assets/main.js', {
        isEntry: true,
        imports: ['assets/runtime.js'],
        dynamicImports: ['assets/menu.js'],
      }),
      chunk('assets/runtime.js'),
      chunk('assets/menu.js', { imports: ['assets/react.js'] }),
      chunk('assets/react.js'),
      asset('assets/loader.js'),
      asset('assets/style.css'),
    );
    expect([...startScripts(built)].sort()).toEqual([
      '/assets/loader.js',
      '/assets/main.js',
      '/assets/runtime.js',
    ]);
  });
});

describe('islandImports', () => {
  it("finds every island's loader in the loaders' source, those written over two lines too", () => {
    const source = readFileSync(ISLAND_LOADERS, 'utf8');
    const found = islandImports(source);
    expect(found.length).toBe(source.match(/\(\) =>\s*import\(/g)?.length);
    expect(found).toContainEqual(['account-controls', '@/app/layout/account-controls']);
    expect(found).toContainEqual(['newsletter-form', '@/features/newsletter/subscribe-form']);
  });
});

describe('needsOfPage', () => {
  it('reads the island attribute alone, once a name, and the images from the site', () => {
    expect(
      needsOfPage(
        '<div data-island="toasts" data-island-id="i1"></div><p data-island="toasts"></p>' +
          '<img src="/assets/a.svg"><img src="/assets/a.svg"><img src="data:image/svg+xml,x">',
      ),
    ).toEqual({ islands: ['toasts'], images: ['/assets/a.svg'] });
  });
});
