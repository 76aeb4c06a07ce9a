import type { Page } from '@playwright/test';
import { expect, openPage, test } from './fixtures';

/** The mean luminance (0 black to 1 white) of a PNG, decoded in a blank page of the same browser. */
async function meanLuminance(page: Page, png: Buffer): Promise<number> {
  const blank = await page.context().newPage();
  try {
    return await blank.evaluate(async (base64) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = new OffscreenCanvas(image.width, image.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, image.width, image.height);
      let sum = 0;
      for (let index = 0; index < data.length; index += 4) {
        sum += (0.2126 * data[index]! + 0.7152 * data[index + 1]! + 0.0722 * data[index + 2]!) / 255;
      }
      return sum / (data.length / 4);
    }, png.toString('base64'));
  } finally {
    await blank.close();
  }
}

for (const width of [390, 1280]) {
  test(`the illustrations follow the dark theme, not bright panels on a dark page (${width}px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const [scheme, dark] of [
      ['light', false],
      ['dark', true],
    ] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const path of ['/', '/contact', '/blog']) {
        await openPage(page, path);
        const illustration = page.locator('main img').first();
        await illustration.scrollIntoViewIfNeeded();
        await expect(illustration).toHaveJSProperty('complete', true);
        const luminance = await meanLuminance(page, await illustration.screenshot());
        if (dark) expect(luminance, `${path} in the dark theme`).toBeLessThan(0.35);
        else expect(luminance, `${path} in the light theme`).toBeGreaterThan(0.65);
      }
    }
  });
}
