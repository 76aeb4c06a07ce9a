import { describe, expect, it } from 'vitest';
import { PACK_PREFIX, planPacks } from './first-install-packs';

const list = {
  scripts: ['/assets/loader.js', '/assets/main.js', '/assets/react.js', '/assets/outbox.js'],
  islands: {
    menu: ['/assets/menu.js', '/assets/dialog.js'],
    form: ['/assets/form.js'],
  },
  pages: {
    '/index.html': { islands: ['menu'], images: ['/assets/hero.svg'] },
    '/about/index.html': { islands: ['menu'], images: ['/assets/office.svg'] },
    '/contact/index.html': { islands: ['form', 'menu'], images: [] },
  },
};
const sourceOf = (path: string) => `/* ${path} */`;
const atStart = new Set(['/assets/loader.js', '/assets/main.js']);

describe('planPacks', () => {
  const planned = planPacks(list, sourceOf, atStart);
  const filesOf = (page: string) => (planned.packOf[page] ?? []).map((pack) => planned.packs[pack]);

  it('packs the shared scripts once, and each set of islands once, leaving out what the page fetched at its start and images', () => {
    expect(filesOf('/index.html')).toEqual([
      ['/assets/outbox.js', '/assets/react.js'],
      ['/assets/dialog.js', '/assets/menu.js'],
    ]);
    expect(planned.packOf['/about/index.html']).toEqual(planned.packOf['/index.html']);
    expect(filesOf('/contact/index.html')).toEqual([
      ['/assets/outbox.js', '/assets/react.js'],
      ['/assets/dialog.js', '/assets/form.js', '/assets/menu.js'],
    ]);
    expect(Object.keys(planned.packs)).toHaveLength(3);
  });

  it("writes each pack as the files' paths and texts, named by its content", () => {
    for (const [path, body] of planned.bodies) {
      expect(path).toMatch(new RegExp(`^/${PACK_PREFIX}[0-9a-f]{10}\\.json$`));
      expect(JSON.parse(body)).toEqual(planned.packs[path]?.map((file) => [file, sourceOf(file)]));
    }
    const renamed = planPacks(list, (path) => `${sourceOf(path)} changed`, atStart);
    expect(Object.keys(renamed.packs)).not.toEqual(Object.keys(planned.packs));
  });

  it('makes no pack of nothing: a file the build did not write is left to be fetched on its own', () => {
    const bare = planPacks(list, (path) => (path.includes('form') ? undefined : sourceOf(path)), atStart);
    expect(bare.packOf['/contact/index.html']).toEqual(bare.packOf['/index.html']);
  });
});
