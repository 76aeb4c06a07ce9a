import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PAGE_VARIANTS, variantAddress } from '../../src/definitions/page-variants';
import { clientDir } from '../../src/tools/dist-dir';

export interface PrerenderedPage {
  /** The page's path, ending in a slash as the build writes it. */
  page: string;
  /** The body as the text a visitor reads, scripts left out. */
  text: string;
  html: string;
}

/** Every prerendered page of the production build (dist/client), read once. */
export function prerenderedPages(): PrerenderedPage[] {
  const files = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('index.html'),
  );
  if (files.length < 20)
    throw new Error('Build the site first (npm run build): this test reads dist/client.');
  return files.map((file) => {
    const html = readFileSync(join(clientDir, file), 'utf8');
    const body = html.slice(html.indexOf('<body'));
    const text = body
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ');
    return { page: `/${relative(clientDir, join(clientDir, file)).replace(/index\.html$/, '')}`, text, html };
  });
}

/** Every page the build wrote, as the address a visitor opens (a not-found page by an unknown path, a variant by its query). */
export function builtPaths(): string[] {
  return readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => {
      const variant = PAGE_VARIANTS.find((candidate) => candidate.file === file);
      if (variant) return variantAddress(variant);
      return file.endsWith('404.html')
        ? `/${file.replace(/404\.html$/, '')}no-such-page`
        : `/${file.replace(/\/?index\.html$/, '')}`;
    })
    .sort();
}
