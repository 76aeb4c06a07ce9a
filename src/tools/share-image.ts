import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { SHARE_IMAGE } from '../components/head/head-constants.ts';

export { shareImagePath } from '../components/head/head-constants.ts';
import { site } from '../content/site.ts';
import { projectRoot } from './project-root.ts';

const require = createRequire(import.meta.url);
const PAPER = '#fbfaf7';
const INK = '#121212';
const MUTED = '#55534e';
const BLUE = '#2a44d4';
const BLUE_LIGHT = '#9fb0ff';
const PADDING = 80;
const CONTENT_WIDTH = SHARE_IMAGE.width - 2 * PADDING;

/** Inter as the site uses it; satori reads WOFF, not the site's WOFF2. */
async function loadFonts() {
  const file = (weight: number) =>
    readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
  const [regular, bold] = await Promise.all([file(400), file(700)]);
  return [
    { name: 'Inter', data: regular, weight: 400 as const, style: 'normal' as const },
    { name: 'Inter', data: bold, weight: 700 as const, style: 'normal' as const },
  ];
}

type Element = { type: string; props: Record<string, unknown> };
const h = (type: string, style: Record<string, unknown>, children?: unknown, extra = {}): Element => ({
  type,
  props: { style, children, ...extra },
});

/** The compass mark of src/app/layout/brand-mark.tsx. */
function brandMark(size: number): Element {
  return h(
    'svg',
    { width: size, height: size },
    [
      h('rect', {}, undefined, { width: 64, height: 64, rx: 14, fill: INK }),
      h('circle', {}, undefined, { cx: 32, cy: 32, r: 18, fill: 'none', stroke: PAPER, strokeWidth: 4 }),
      h('path', {}, undefined, { d: 'M32 14 38 32H26z', fill: BLUE_LIGHT }),
      h('path', {}, undefined, { d: 'M32 50 26 32h12z', fill: PAPER }),
    ],
    { viewBox: '0 0 64 64' },
  );
}

/** The page's title without the " | Clear North" every title ends with. */
function headline(title: string): string {
  return title.replace(/\s*[|–—-]\s*Clear North\s*$/, '');
}

function card(title: string, kicker: string): Element {
  return h(
    'div',
    {
      width: SHARE_IMAGE.width,
      height: SHARE_IMAGE.height,
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: `64px ${PADDING}px`,
      background: PAPER,
      borderBottom: `16px solid ${BLUE}`,
      fontFamily: 'Inter',
      color: INK,
    },
    [
      h('div', { display: 'flex', alignItems: 'center', gap: 20, fontSize: 34, fontWeight: 700 }, [
        brandMark(64),
        site.name,
      ]),
      h(
        'div',
        {
          display: 'flex',
          width: CONTENT_WIDTH,
          fontSize: headline(title).length > 60 ? 58 : 72,
          fontWeight: 700,
          lineHeight: 1.1,
          letterSpacing: -1.5,
        },
        headline(title),
      ),
      h('div', { display: 'flex', width: CONTENT_WIDTH, fontSize: 28, color: MUTED }, kicker),
    ],
  );
}

let fonts: ReturnType<typeof loadFonts> | undefined;

async function draw(title: string, kicker: string): Promise<Buffer> {
  fonts ??= loadFonts();
  const svg = await satori(card(title, kicker) as never, { ...SHARE_IMAGE, fonts: await fonts });
  return new Resvg(svg, { fitTo: { mode: 'width', value: SHARE_IMAGE.width } }).render().asPng();
}

// Drawing takes a few hundred milliseconds an image; a rebuild redraws only
// the titles (or the design in this file) that changed.
const cacheDir = resolve(projectRoot, 'node_modules/.cache/share-images');
let design: Promise<string> | undefined;

async function cacheKey(title: string, kicker: string): Promise<string> {
  design ??= readFile(fileURLToPath(import.meta.url), 'utf8');
  return createHash('sha256')
    .update(await design)
    .update(`${title}\n${kicker}`)
    .digest('hex');
}

/** A 1200×630 PNG for sharing a page: its title on the site's paper, with the mark. */
export async function renderShareImage(title: string): Promise<Buffer> {
  const kicker = `${site.tagline} ${site.locality}.`;
  const cached = join(cacheDir, `${await cacheKey(title, kicker)}.png`);
  const hit = await readFile(cached).catch(() => undefined);
  if (hit) return hit;
  const png = await draw(title, kicker);
  await mkdir(cacheDir, { recursive: true });
  await writeFile(cached, png);
  return png;
}
