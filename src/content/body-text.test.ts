import { describe, expect, it } from 'vitest';
import { markdownToTree } from '../tools/markdown/markdown-tree';
import { blockText } from './body-text';
import type { ListItemNode } from './post-types';

const quoted = (item: ListItemNode) =>
  `[${item.children.map((node) => ('text' in node ? node.text : '')).join('')}]`;

describe('blockText', () => {
  it('reads the lists nested under an item after it, each item as the caller reads it', () => {
    const [list] = markdownToTree('- Plan\n  - Audit\n  - Goals\n    1. Reach\n- Do');
    expect(blockText(list!, quoted)).toBe('[Plan] [Audit] [Goals] [Reach] [Do]');
  });

  it('reads a quote by its blocks and a rule as nothing', () => {
    const [quote, rule] = markdownToTree('> One *line*\n>\n> - item\n\n---');
    expect(blockText(quote!, quoted)).toBe('One line [item]');
    expect(blockText(rule!, quoted)).toBe('');
  });
});
