import { describe, expect, it } from 'vitest';
import { classesIn, cssForClasses } from './css-for-classes';

const SITE_CSS =
  ':root{--a:red}' +
  '@font-face{font-family:Inter;src:url(/inter.woff2)}' +
  '@keyframes slide{from{opacity:0}to{opacity:1}}' +
  '@keyframes spin{to{transform:rotate(1turn)}}' +
  '.sheet{color:var(--a)}' +
  '.sheet[data-entering]{animation:.2s slide}' +
  '.sheet2{color:blue}' +
  '[data-theme=dark] .button:hover{color:white}' +
  '.other{animation:1s spin}' +
  '@media (min-width:768px){.sheet{max-width:28rem}.other{margin:0}}' +
  '@media (forced-colors:active){.other{border:1px solid}}';

describe('the site’s rules for a piece of markup', () => {
  it('keeps every rule naming one of its classes, in its media query and theme, with the keyframes they use', () => {
    expect(cssForClasses(SITE_CSS, ['sheet', 'button'])).toBe(
      '.sheet{color:var(--a)}' +
        '.sheet[data-entering]{animation:.2s slide}' +
        '[data-theme=dark] .button:hover{color:white}' +
        '@media (min-width:768px){.sheet{max-width:28rem}}' +
        '@keyframes slide{from{opacity:0}to{opacity:1}}',
    );
  });

  it('leaves out the page’s own rules (variables, fonts) and classes that only begin alike', () => {
    const css = cssForClasses(SITE_CSS, ['sheet']);
    expect(css).not.toContain(':root');
    expect(css).not.toContain('@font-face');
    expect(css).not.toContain('.sheet2');
  });

  it('reads the classes a piece of markup names, once each', () => {
    expect(classesIn('<div class="a b"><p class="b  c">x</p><span>y</span></div>')).toEqual(['a', 'b', 'c']);
  });
});
