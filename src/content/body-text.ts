import type { BlockNode, InlineNode, ListItemNode } from './post-types.ts';

// The plain text of an article's body, as a reader reads it: the words without their marks.

export function inlineText(nodes: InlineNode[] = []): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
        case 'code':
          return node.text;
        case 'break':
          return ' ';
        default:
          return inlineText(node.children);
      }
    })
    .join('');
}

/**
 * A block's text. How an item's own words read is the caller's, as counting words and quoting differ;
 * the lists nested under an item follow it, read the same way.
 */
export function blockText(block: BlockNode, itemText: (item: ListItemNode) => string): string {
  switch (block.type) {
    case 'heading':
    case 'paragraph':
      return inlineText(block.children);
    case 'list':
      return block.items
        .map((item) =>
          [itemText(item), ...(item.lists ?? []).map((list) => blockText(list, itemText))].join(' '),
        )
        .join(' ');
    case 'quote':
      return block.children.map((child) => blockText(child, itemText)).join(' ');
    case 'rule':
      return '';
  }
}
