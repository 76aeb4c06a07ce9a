import { globalFontFace, globalStyle } from '@vanilla-extract/css';
import interSite from './fonts/inter-site.woff2?url';
import interTyped from './fonts/inter-typed.woff2?url';
import ranges from './fonts/text-font-ranges.json';
import { media } from './media';
import { TEXT_WEIGHTS } from './text-weights';
import { color, font } from './theme.css';

// Two cuts of Inter (src/tools/text-font.ts): the site's own characters,
// which every page preloads, and the rest of what visitors may type, which a
// browser fetches only for text that holds one of them.
const textFace = (file: string, unicodeRange: string) =>
  globalFontFace('Inter Variable', {
    src: `url(${file}) format("woff2")`,
    fontWeight: `${TEXT_WEIGHTS.min} ${TEXT_WEIGHTS.max}`,
    fontStyle: 'normal',
    fontDisplay: 'swap',
    unicodeRange,
  });
textFace(interSite, ranges.site);
textFace(interTyped, ranges.typed);

// Arial's metrics scaled to Inter's (capsize figures), so the text laid
// out before the web font arrives takes the same room and the swap moves
// nothing (Liberation Sans has Arial's metrics).
globalFontFace('Inter Fallback', {
  src: 'local("Arial"), local("ArialMT"), local("Liberation Sans"), local("Helvetica")',
  sizeAdjust: '107.12%',
  ascentOverride: '90.44%',
  descentOverride: '22.52%',
  lineGapOverride: '0%',
});

// Text size is a preference on <html>; everything is sized in rem from it.
// The colour scheme comes with the theme (theme.css.ts).
globalStyle(':root', {
  fontSize: '100%',
  WebkitTextSizeAdjust: '100%',
});
globalStyle(':root[data-text-size="small"]', { fontSize: '87.5%' });
globalStyle(':root[data-text-size="large"]', { fontSize: '118.75%' });

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', { scrollPaddingTop: '5rem' });

// Smooth only once something on the page has focus, as a pressed link or a focused heading has:
// a page opened at a #place jumps there, rather than gliding down past sections that are still
// being laid out and moving its target as it goes.
globalStyle('html:focus-within', {
  scrollBehavior: 'smooth',
  '@media': { [media.reducedMotion]: { scrollBehavior: 'auto' } },
});

globalStyle('body', {
  margin: 0,
  fontFamily: font.body,
  fontSize: '1rem',
  lineHeight: 1.6,
  color: color.text,
  background: color.surface,
  textRendering: 'optimizeLegibility',
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

globalStyle('h1, h2, h3, h4, h5, h6', {
  margin: 0,
  lineHeight: 1.15,
  fontWeight: 650,
  letterSpacing: '-0.02em',
  textWrap: 'balance',
});

globalStyle('p', { margin: 0, textWrap: 'pretty' });
globalStyle('ul, ol', { margin: 0 });
globalStyle('img, svg, video', { display: 'block', maxWidth: '100%', height: 'auto' });
globalStyle('a', { color: color.link, textUnderlineOffset: '0.2em' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle(':focus-visible', {
  outline: `3px solid ${color.focusRing}`,
  outlineOffset: '2px',
});

globalStyle('::selection', { background: color.accent, color: color.onAccent });

// One switch for motion: people who ask for less motion get none.
globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
