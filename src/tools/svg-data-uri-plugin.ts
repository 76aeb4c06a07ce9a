import { readFile } from 'node:fs/promises';
import svgToMiniDataURI from 'mini-svg-data-uri';
import { optimize } from 'svgo';
import type { Plugin } from 'vite';

const QUERY = '?data-uri';

/**
 * The drawing made as small as it draws the same (svgo), without its own
 * accessible name: inside an <img> it is never read, and the <img>'s alt
 * names the picture.
 */
export function compactSvg(svg: string): string {
  return optimize(svg, {
    multipass: true,
    plugins: [
      'preset-default',
      'removeTitle',
      { name: 'removeAttrs', params: { attrs: ['svg:(role|aria-labelledby)'] } },
    ],
  }).data;
}

/**
 * `import image from './drawing.svg?data-uri'`: the drawing as a short data
 * URI (mini-svg-data-uri), for a picture that must paint with the page's
 * HTML rather than a request after it. Its spaces stay escaped: a valid URL
 * has none.
 */
export function svgDataUri(): Plugin {
  return {
    name: 'clear-north:svg-data-uri',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith(`.svg${QUERY}`)) return null;
      const file = id.slice(0, -QUERY.length);
      this.addWatchFile(file);
      const svg = await readFile(file, 'utf8');
      return `export default ${JSON.stringify(svgToMiniDataURI.toSrcset(compactSvg(svg)))};`;
    },
  };
}
