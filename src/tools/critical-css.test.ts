import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { criticalCss } from './critical-css';

const SHEET = [
  ':root{--ink:#121212}',
  ':root[data-theme=dark]{--ink:#f3f2ee}',
  '@media (prefers-color-scheme:dark){:root:not([data-theme=light]){--ink:#f3f2ee}}',
  ':root[data-text-size=large]{font-size:112.5%}',
  'html[data-case-study-filters-pending] .results{visibility:hidden}',
  '.heading{font-weight:650}',
  '.link:hover{text-decoration:underline}',
  '.dialog{position:fixed}',
  '.login:modal{display:flex}',
  'html:has(dialog:modal){overflow:hidden}',
  '.menu[data-entering]{animation:.2s fade}',
  '@font-face{font-family:Inter Variable;src:url(/assets/inter-abc.woff2)format("woff2");font-display:swap}',
  '@font-face{font-family:Inter Fallback;src:local(Arial);size-adjust:107.12%}',
  ':root{--text:Inter Variable,Inter Fallback,sans-serif}',
  'body{font-family:var(--text)}',
].join('');

const PAGE = `<!doctype html><html lang="en-GB"><head><title>A page</title>
<link rel="stylesheet" crossorigin href="/assets/style-abc.css"></head>
<body><div id="root"><h1 class="heading">Hello</h1><dialog class="login"></dialog><a class="link" href="/">Home</a></div></body></html>`;

function bundleWith(css: string): Rollup.OutputBundle {
  return {
    'assets/style-abc.css': { type: 'asset', fileName: 'assets/style-abc.css', source: css },
  } as unknown as Rollup.OutputBundle;
}

const inlineCss = (page: string) => /<style>([\s\S]*?)<\/style>/.exec(page)?.[1] ?? '';

describe('criticalCss', () => {
  it("inlines the rules the page's own elements use and leaves out the rest", async () => {
    const page = await criticalCss(bundleWith(SHEET))(PAGE);
    const css = inlineCss(page);
    expect(css).toContain('.heading{font-weight:650}');
    expect(css).toContain('.link:hover');
    expect(css).not.toContain('.dialog');
    expect(css).not.toContain('.menu');
  });

  it('keeps every font face, though the page names its fonts through a custom property', async () => {
    const css = inlineCss(await criticalCss(bundleWith(SHEET))(PAGE));
    expect(css.match(/@font-face/g)).toHaveLength(2);
    expect(css).toContain('font-family:Inter Variable');
    expect(css).toContain('font-family:Inter Fallback');
    expect(css).toContain('body{font-family:var(--text)}');
  });

  it('preloads the font files, ahead of the inline CSS that names them', async () => {
    const page = await criticalCss(bundleWith(SHEET))(PAGE);
    expect(page).toContain(
      '<link rel="preload" href="/assets/inter-abc.woff2" as="font" type="font/woff2" crossorigin><style>@font-face',
    );
  });

  it("inlines and preloads only the faces whose unicode-range the page's text needs", async () => {
    const sheet = [
      '@font-face{font-family:Inter Variable;src:url(/assets/site.woff2)format("woff2");unicode-range:U+20-7E,U+2019}',
      '@font-face{font-family:Inter Variable;src:url(/assets/typed.woff2)format("woff2");unicode-range:U+A0-FF}',
      'body{font-family:Inter Variable}',
    ].join('');
    const fonts = async (page: string) => {
      const built = await criticalCss(bundleWith(sheet))(page);
      return {
        preloaded: [...built.matchAll(/<link rel="preload" href="([^"]+)"/g)].map((match) => match[1]),
        inlined: [...inlineCss(built).matchAll(/url\((\/assets\/[^)]+)\)/g)].map((match) => match[1]),
      };
    };
    // The face for what a visitor may type comes with the stylesheet a form's island applies.
    expect(await fonts(PAGE)).toEqual({ preloaded: ['/assets/site.woff2'], inlined: ['/assets/site.woff2'] });
    const both = ['/assets/site.woff2', '/assets/typed.woff2'];
    expect(await fonts(PAGE.replace('Hello', 'Hello Zoë'))).toEqual({ preloaded: both, inlined: both });
    // Characters in scripts and styles are not shown in the font.
    expect(
      (await fonts(PAGE.replace('</body>', '<script type="application/ld+json">"Zoë"</script></body>')))
        .inlined,
    ).toEqual(['/assets/site.woff2']);
  });

  it('keeps the rules for what the inline scripts set before the first paint', async () => {
    const css = inlineCss(await criticalCss(bundleWith(SHEET))(PAGE));
    expect(css).toContain(':root[data-theme=dark]');
    expect(css).toContain(':root:not([data-theme=light])');
    expect(css).toContain(':root[data-text-size=large]');
    expect(css).toContain('html[data-case-study-filters-pending] .results');
  });

  it('keeps the rules for a dialog the browser opens by itself, at a press with no script', async () => {
    const css = inlineCss(await criticalCss(bundleWith(SHEET))(PAGE));
    expect(css).toContain('.login:modal{display:flex}');
    expect(css).toContain('html:has(dialog:modal){overflow:hidden}');
  });

  it('leaves the stylesheet for the app to fetch, with a fallback for readers without JavaScript', async () => {
    const page = await criticalCss(bundleWith(SHEET))(PAGE);
    expect(page).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/style-abc.css" disabled>/);
    expect(page).toMatch(
      /<noscript><link rel="stylesheet" crossorigin href="\/assets\/style-abc.css"><\/noscript>/,
    );
    expect(page).not.toMatch(/<script/);
    expect(page).toMatch(/<html lang="en-GB">/);
    expect(page).not.toMatch(/data-beasties/);
  });

  it('fails the build when a page links a stylesheet the bundle does not hold', async () => {
    await expect(criticalCss(bundleWith(SHEET))(PAGE.replace('style-abc', 'style-xyz'))).rejects.toThrow(
      /blocking the first paint/,
    );
  });
});
