import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { startTestServer } from '../../tests/support/test-server';
import { projectRoot } from './project-root';

// Renders the web app manifest's screenshots (shown by install dialogs) from
// the built site, with Debian's Chromium. Run after a build when the home
// page changes:
//   npm run build && npx tsx --tsconfig tsconfig.node.json src/tools/render-screenshots.ts

const shots = [
  { file: 'home-narrow.png', width: 390, height: 844 },
  { file: 'home-wide.png', width: 1280, height: 800 },
];

const outDir = resolve(projectRoot, 'public/screenshots');
await mkdir(outDir, { recursive: true });
const server = await startTestServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  for (const shot of shots) {
    const page = await browser.newPage({ viewport: { width: shot.width, height: shot.height } });
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    await page.screenshot({ path: resolve(outDir, shot.file) });
    await page.close();
    console.log(`public/screenshots/${shot.file}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
