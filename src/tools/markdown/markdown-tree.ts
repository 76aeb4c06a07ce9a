import { Lexer, type Token, type Tokens } from 'marked';
import { isSafeHref } from '../../content/post-links.ts';
import type { BlockNode, InlineNode, ListItemNode, ListNode } from '../../content/post-types.ts';
import { decodeEntities } from './decode-entities.ts';

function pushText(nodes: InlineNode[], text: string): void {
  if (!text) return;
  const last = nodes.at(-1);
  if (last?.type === 'text') last.text += text;
  else nodes.push({ type: 'text', text });
}

function inline(tokens: Token[] = []): InlineNode[] {
  const nodes: InlineNode[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case 'text':
        if ('tokens' in token && token.tokens) for (const node of inline(token.tokens)) append(nodes, node);
        else pushText(nodes, decodeEntities(token.text));
        break;
      case 'escape':
        pushText(nodes, token.text);
        break;
      case 'strong':
      case 'em':
        nodes.push({ type: token.type, children: inline(token.tokens) });
        break;
      case 'codespan':
        nodes.push({ type: 'code', text: token.text });
        break;
      case 'br':
        nodes.push({ type: 'break' });
        break;
      case 'link': {
        const href = decodeEntities(token.href);
        const children = inline(token.tokens);
        if (isSafeHref(href)) nodes.push({ type: 'link', href, children });
        else for (const node of children) append(nodes, node);
        break;
      }
      // Articles carry no inline pictures (the site works offline): an image shows its alt text.
      case 'image':
        pushText(nodes, decodeEntities(token.text));
        break;
      case 'del':
        for (const node of inline(token.tokens)) append(nodes, node);
        break;
      // Raw HTML in content is shown as the text it is, never rendered.
      default:
        pushText(nodes, token.raw);
    }
  }
  return nodes;
}

function append(nodes: InlineNode[], node: InlineNode): void {
  if (node.type === 'text') pushText(nodes, node.text);
  else nodes.push(node);
}

/** `1. **Bold title** - text` is a bold title plus text. */
function withTitle(children: InlineNode[]): ListItemNode {
  const [first, second, ...rest] = children;
  const separator = second?.type === 'text' ? /^\s+[-–—]\s+/.exec(second.text) : null;
  if (first?.type !== 'strong' || second?.type !== 'text' || !separator) return { children };
  const text = second.text.slice(separator[0].length);
  return { title: first.children, children: text ? [{ type: 'text', text }, ...rest] : rest };
}

function listItem(item: Tokens.ListItem, ordered: boolean): ListItemNode {
  const children: InlineNode[] = [];
  const lists: ListNode[] = [];
  for (const token of item.tokens) {
    if (token.type === 'list') lists.push(list(token as Tokens.List));
    else if (token.type === 'text' || token.type === 'paragraph') {
      if (children.length > 0) children.push({ type: 'break' });
      for (const node of inline('tokens' in token && token.tokens ? token.tokens : [token])) {
        append(children, node);
      }
    }
  }
  const node: ListItemNode = ordered ? withTitle(children) : { children };
  if (item.task) node.task = true;
  return lists.length > 0 ? { ...node, lists } : node;
}

function list(token: Tokens.List): ListNode {
  const start = typeof token.start === 'number' ? token.start : 1;
  return {
    type: 'list',
    ordered: token.ordered,
    start,
    items: token.items.map((item) => listItem(item, token.ordered)),
  };
}

function blocks(tokens: Token[]): BlockNode[] {
  const nodes: BlockNode[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case 'space':
        break;
      // The page title is the only h1, so a body heading starts at h2.
      case 'heading':
        nodes.push({
          type: 'heading',
          level: Math.min(Math.max(token.depth, 2), 4) as 2 | 3 | 4,
          children: inline(token.tokens),
        });
        break;
      case 'paragraph':
        nodes.push({ type: 'paragraph', children: inline(token.tokens) });
        break;
      case 'list':
        nodes.push(list(token as Tokens.List));
        break;
      case 'blockquote':
        nodes.push({ type: 'quote', children: blocks(token.tokens ?? []) });
        break;
      case 'hr':
        nodes.push({ type: 'rule' });
        break;
      case 'code':
        nodes.push({ type: 'paragraph', children: [{ type: 'code', text: token.text }] });
        break;
      case 'text':
        nodes.push({ type: 'paragraph', children: inline([token]) });
        break;
      // Raw HTML and anything unexpected (tables) become plain text.
      default:
        nodes.push({ type: 'paragraph', children: [{ type: 'text', text: token.raw.trim() }] });
    }
  }
  return nodes;
}

/** Parses an article's Markdown into the plain tree the page renders. */
export function markdownToTree(markdown: string): BlockNode[] {
  return blocks(new Lexer({ gfm: true }).lex(markdown));
}
