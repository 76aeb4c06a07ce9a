/** The top-level blocks of minified CSS: each rule or at-rule whole, braces balanced. */
function blocksOf(css: string): string[] {
  const blocks: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < css.length; index += 1) {
    const character = css[index];
    if (character === '{') depth += 1;
    else if (character === '}') {
      depth -= 1;
      if (depth === 0) {
        blocks.push(css.slice(start, index + 1).trim());
        start = index + 1;
      }
    }
  }
  return blocks.filter(Boolean);
}

const mentions = (selector: string, classes: readonly string[]) =>
  classes.some((name) => new RegExp(`\\.${name}(?![\\w-])`).test(selector));

/** The rules among `css` that style one of the classes, inside their media queries. */
function rulesFor(css: string, classes: readonly string[]): string[] {
  return blocksOf(css).flatMap((block) => {
    const open = block.indexOf('{');
    const prelude = block.slice(0, open);
    if (prelude.startsWith('@media') || prelude.startsWith('@supports')) {
      const inner = rulesFor(block.slice(open + 1, -1), classes);
      return inner.length > 0 ? [`${prelude}{${inner.join('')}}`] : [];
    }
    if (prelude.startsWith('@')) return [];
    return mentions(prelude, classes) ? [block] : [];
  });
}

/**
 * The part of the site's stylesheet that styles the given classes, with the
 * keyframes those rules animate by: for markup shown on a page whose own CSS
 * was cut to what the page itself shows (src/tools/critical-css.ts). Rules
 * of the page itself (the theme's variables, the fonts) are left out; the
 * page already has them.
 */
export function cssForClasses(css: string, classes: readonly string[]): string {
  const rules = rulesFor(css, classes).join('');
  const keyframes = blocksOf(css).filter((block) => {
    const name = /^@keyframes\s+([\w-]+)/.exec(block)?.[1];
    return name !== undefined && new RegExp(`\\b${name}\\b`).test(rules);
  });
  return rules + keyframes.join('');
}

/** Every class the markup names. */
export function classesIn(markup: string): string[] {
  const names = [...markup.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => (match[1] ?? '').split(/\s+/));
  return [...new Set(names.filter(Boolean))];
}
