import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { readFrontMatter, splitFrontMatter } from './markdown/front-matter.ts';
import { markdownToTree } from './markdown/markdown-tree.ts';
import { readTime } from './markdown/read-time.ts';

/** An article without an image of its own shows the default photo. */
const FALLBACK_IMAGE = 'article-fallback';

/**
 * Turns `posts/<slug>.md` into modules of plain data, so the browser never
 * ships a Markdown parser:
 * - `<file>.md?summary`: the front matter, the computed read time and the
 *   hero image's hashed URL, for lists (no body);
 * - `<file>.md?hero`: the hero image as a data URI, for the article's own
 *   page, where it paints with the HTML;
 * - `<file>.md`: the body as a tree of blocks, for the article page;
 * - `<file>.md?document`: a document without front matter (a printable
 *   download) as a tree of blocks.
 */
export function markdownModule(source: string, file: string, part: 'summary' | 'body' | 'hero'): string {
  const { data, body } = splitFrontMatter(source);
  const frontMatter = readFrontMatter(data);
  const tree = markdownToTree(body);
  if (part === 'body') return `export default ${JSON.stringify(tree)};\n`;

  const slug = basename(file, '.md');
  if (frontMatter.slug !== slug) throw new Error(`slug "${frontMatter.slug}" must match the file name`);
  const imageFile = resolve(dirname(file), '../images', `${frontMatter.image ?? FALLBACK_IMAGE}.svg`);
  if (!existsSync(imageFile)) throw new Error(`image ${imageFile} does not exist`);
  if (part === 'hero') return `export { default } from ${JSON.stringify(`${imageFile}?data-uri`)};\n`;

  const { image: _key, ...fields } = frontMatter;
  const summary = JSON.stringify({ ...fields, readTime: readTime(tree) });
  return `import image from ${JSON.stringify(imageFile)};\nexport default { ...${summary}, image };\n`;
}

export function markdown(): Plugin {
  return {
    name: 'clear-north:markdown',
    enforce: 'pre',
    load(id) {
      const match = /^([^?]+\.md)(\?summary|\?hero|\?document)?$/.exec(id);
      if (!match?.[1]) return null;
      const file = match[1];
      this.addWatchFile(file);
      try {
        const source = readFileSync(file, 'utf8');
        if (match[2] === '?document') return `export default ${JSON.stringify(markdownToTree(source))};\n`;
        return markdownModule(source, file, match[2] === '?summary' ? 'summary' : match[2] ? 'hero' : 'body');
      } catch (error) {
        this.error(`${file}: ${(error as Error).message}`);
      }
    },
  };
}
