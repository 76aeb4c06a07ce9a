// `?hero` asks the Markdown plugin for the article's hero image as a data URI
// (src/tools/markdown-plugin.ts): only the article page imports this.
const heroes = import.meta.glob<string>('./posts/*.md', { eager: true, query: '?hero', import: 'default' });

/** The article's hero image, inline: it paints with the page's HTML instead of a request after it. */
export function heroImageFor(slug: string): string | undefined {
  return heroes[`./posts/${slug}.md`];
}
