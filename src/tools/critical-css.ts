import Beasties from 'beasties';
import type { Rollup } from 'vite';

/**
 * Rules for what the page's inline scripts set before the first paint: a
 * saved theme, contrast or text size (src/tools/preferences-script-plugin.ts)
 * and case-study filters still to apply (features/case-studies). The built
 * page has none of these attributes, so their rules would otherwise be judged
 * unused and the reader would see the wrong theme until the app started.
 */
const SET_BEFORE_PAINT = /\[data-(?:theme|contrast|text-size|case-study-filters-pending)\b/;

/**
 * Rules for what the browser itself changes at a press, with no script: a
 * modal dialog opened by its button's `commandfor`. The built page has its
 * dialogs closed, so these too would be judged unused.
 */
const SET_BY_THE_BROWSER = /:modal\b/;

/**
 * How Beasties leaves a deferred stylesheet with the 'media-script' strategy;
 * it becomes a disabled link, which the browser does not fetch until the app
 * enables it (src/lib/deferred-stylesheet.ts).
 */
const DEFERRED_LINK =
  /<link rel="stylesheet"([^>]*?) href="([^"]+)" media="print" data-beasties-media="all">/g;

/** The whole document is the one Beasties looked at; it says so on <html>, where the page's dataset is read. */
const CONTAINER_MARK = /(<html\b[^>]*?) data-beasties-container(?:="")?/;

const FONT_FACE = /@font-face\{[^}]*\}/g;

/** The inline <style> Beasties wrote, with any faces it kept, which the whole set replaces. */
const STYLE_START = new RegExp(`<style>(?:${FONT_FACE.source})*`);

/**
 * The stylesheets' @font-face rules, from which each page inlines those its
 * text needs (fontsFor): Beasties keeps a face only where a rule names its
 * family, and the site names its fonts through a custom property, so it
 * would keep none and the page would show in a system font until the app
 * started.
 */
function fontFaces(bundle: Rollup.OutputBundle): string[] {
  return Object.values(bundle)
    .filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'))
    .flatMap((file) => String((file as Rollup.OutputAsset).source).match(FONT_FACE) ?? []);
}

/** Whether a face's unicode-range holds one of the characters; a face without one holds them all. */
function holdsAny(face: string, characters: Set<number>): boolean {
  const range = /unicode-range:([^;}]+)/i.exec(face)?.[1];
  if (!range) return true;
  return range.split(',').some((part) => {
    // U+20-7E, U+A3, or U+4?? (every code point the wildcards allow)
    const [from = '', to = from] = part.trim().replace(/^u\+/i, '').split('-');
    const [low, high] = [parseInt(from.replace(/\?/g, '0'), 16), parseInt(to.replace(/\?/g, 'F'), 16)];
    return [...characters].some((code) => code >= low && code <= high);
  });
}

/** The characters a page's text shows, less its scripts' and styles'. */
function shownCharacters(html: string): Set<number> {
  const text = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '').replace(/<[^>]*>/g, ' ');
  return new Set(Array.from(text, (character) => character.codePointAt(0) ?? 0));
}

/**
 * The faces a page's text needs, inlined whole, each with a preload for its
 * font file: asked for with the page rather than at its first layout, the
 * text font is usually there before the first paint, so swapping it in moves
 * no line. A face for characters the page does not show (those a visitor
 * may type) comes with the site's stylesheet, which a form's island applies
 * as the visitor starts to use it, before the first character is typed.
 */
function fontsFor(faces: string[], html: string): { inline: string; preloads: string } {
  const characters = shownCharacters(html);
  const needed = faces.filter((face) => holdsAny(face, characters));
  const preloads = needed
    .flatMap((face) => [...face.matchAll(/url\((\/[^)]+\.woff2)\)/g)].map((match) => match[1]))
    .map((file) => `<link rel="preload" href="${file}" as="font" type="font/woff2" crossorigin>`)
    .join('');
  return { inline: needed.join(''), preloads };
}

/** Reads the stylesheets from the bundle being written rather than from disk. */
class BundleBeasties extends Beasties {
  readonly #bundle: Rollup.OutputBundle;

  constructor(bundle: Rollup.OutputBundle) {
    super({
      path: '/',
      // Marks the stylesheet's link as deferred, with no event handler
      // attributes, and gives readers without JavaScript a <noscript> link.
      preload: 'media-script',
      // The faces are added whole below, with a preload for each font file the page needs.
      inlineFonts: false,
      preloadFonts: false,
      allowRules: [SET_BEFORE_PAINT, SET_BY_THE_BROWSER],
      logLevel: 'warn',
    });
    this.#bundle = bundle;
  }

  /** The strategy's own script would apply the sheet while the page loads; the app's start does. */
  injectDeferredMediaScript(): void {}

  override readFile(filename: string): string {
    const asset = this.#bundle[filename.replace(/^\//, '')];
    if (asset?.type !== 'asset') throw new Error(`critical-css: ${filename} is not in the bundle`);
    return String(asset.source);
  }
}

/**
 * Inlines the CSS a prerendered page uses into its head and leaves the
 * site-wide stylesheet for the app to fetch when it starts
 * (src/lib/deferred-stylesheet.ts): the stylesheet holds every screen's
 * rules, the admin's and the assistant's included, and waiting for it cost
 * the first paint a round trip.
 */
export function criticalCss(bundle: Rollup.OutputBundle): (html: string) => Promise<string> {
  const beasties = new BundleBeasties(bundle);
  const faces = fontFaces(bundle);
  return async (html) => {
    const fonts = fontsFor(faces, html);
    const page = (await beasties.process(html))
      .replace(CONTAINER_MARK, '$1')
      .replace(STYLE_START, `${fonts.preloads}<style>${fonts.inline}`)
      .replace(
        DEFERRED_LINK,
        (_link, attributes: string, href: string) =>
          `<link rel="stylesheet"${attributes} href="${href}" disabled>`,
      );
    if (!/<link rel="stylesheet"[^>]* disabled>/.test(page))
      throw new Error('critical-css: the page kept its stylesheet blocking the first paint');
    if (page.includes('data-beasties'))
      throw new Error('critical-css: the page kept a mark of the build (a data-beasties attribute)');
    return page;
  };
}
