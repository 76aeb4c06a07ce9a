import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { projectRoot } from './project-root';

// Renders the app icons (PNG, as install prompts and home screens require)
// from the brand mark, with Debian's Chromium. Run after changing the mark:
//   npx tsx src/tools/render-icons.ts

const INK = '#121212';
const PAPER = '#fbfaf7';
const BLUE_LIGHT = '#9fb0ff';

/** The compass mark on a square; `inset` leaves the maskable safe zone free. */
function mark(size: number, { inset, rounded }: { inset: number; rounded: boolean }): string {
  const radius = rounded ? size * 0.22 : 0;
  const c = size / 2;
  const r = size * (1 - 2 * inset) * 0.28;
  const stroke = size * (1 - 2 * inset) * 0.0625;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${radius}" fill="${INK}"/>
  <circle cx="${c}" cy="${c}" r="${r}" fill="none" stroke="${PAPER}" stroke-width="${stroke}"/>
  <path d="M${c} ${c - r} L${c + r / 3} ${c} H${c - r / 3} Z" fill="${BLUE_LIGHT}"/>
  <path d="M${c} ${c + r} L${c - r / 3} ${c} H${c + r / 3} Z" fill="${PAPER}"/>
</svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, inset: 0, rounded: true },
  { file: 'icon-512.png', size: 512, inset: 0, rounded: true },
  { file: 'maskable-512.png', size: 512, inset: 0.1, rounded: false },
  { file: 'apple-touch-icon.png', size: 180, inset: 0.05, rounded: false },
];

const outDir = resolve(projectRoot, 'public/icons');
await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(`<body style="margin:0">${mark(icon.size, icon)}</body>`);
    await page.screenshot({ path: resolve(outDir, icon.file), omitBackground: true });
    await page.close();
    console.log(`public/icons/${icon.file}`);
  }
} finally {
  await browser.close();
}
