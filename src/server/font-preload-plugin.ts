import type { Plugin } from 'vite';

const TEXT_FONT = /inter-latin-wght-normal-[^/]*\.woff2$/;

/**
 * Asks for the text font with the page instead of after the stylesheet, so
 * it is there when the page is first laid out and the text never reflows
 * when it arrives.
 */
export function fontPreload(): Plugin {
  return {
    name: 'clear-north:font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((file) => TEXT_FONT.test(file));
        if (!font) throw new Error('font-preload: the text font is missing from the bundle');
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${font}`, crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
