import type { BlockNode, InlineNode, ListItemNode } from '../../content/post-types.ts';

/** Read time is shown as 'N min read'; we count 200 words a minute. */
const WORDS_PER_MINUTE = 200;

function inlineText(nodes: InlineNode[] = []): string {
  return nodes
    .map((node) => {
      if (node.type === 'text' || node.type === 'code') return node.text;
      if (node.type === 'break') return ' ';
      return inlineText(node.children);
    })
    .join('');
}

function itemText(item: ListItemNode): string {
  return [inlineText(item.title), inlineText(item.children), ...(item.lists ?? []).map(blockText)].join(' ');
}

function blockText(block: BlockNode): string {
  switch (block.type) {
    case 'heading':
    case 'paragraph':
      return inlineText(block.children);
    case 'list':
      return block.items.map(itemText).join(' ');
    case 'quote':
      return block.children.map(blockText).join(' ');
    case 'rule':
      return '';
  }
}

export function countWords(body: BlockNode[]): number {
  return body.map(blockText).join(' ').split(/\s+/).filter(Boolean).length;
}

/** The read time of a body: words / 200, rounded up, at least one minute. */
export function readTime(body: BlockNode[]): string {
  return `${Math.max(1, Math.ceil(countWords(body) / WORDS_PER_MINUTE))} min read`;
}
