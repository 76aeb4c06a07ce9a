import { blockText, inlineText } from '../../content/body-text.ts';
import type { BlockNode, ListItemNode } from '../../content/post-types.ts';

/** Read time is shown as 'N min read'; we count 200 words a minute. */
const WORDS_PER_MINUTE = 200;

function itemText(item: ListItemNode): string {
  return `${inlineText(item.title)} ${inlineText(item.children)}`;
}

export function countWords(body: BlockNode[]): number {
  return body
    .map((block) => blockText(block, itemText))
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;
}

/** The read time of a body: words / 200, rounded up, at least one minute. */
export function readTime(body: BlockNode[]): string {
  return `${Math.max(1, Math.ceil(countWords(body) / WORDS_PER_MINUTE))} min read`;
}
