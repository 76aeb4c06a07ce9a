/**
 * The shapes the Markdown plugin (src/tools/markdown-plugin.ts) produces at
 * build time, so the browser gets plain data and never ships a parser.
 */

/** What every article lists in its list card: front matter plus the computed read time. */
export interface PostSummary {
  slug: string;
  title: string;
  excerpt: string;
  /** yyyy-mm-dd */
  date: string;
  author: string;
  /** Hashed asset URL of the hero image. */
  image: string;
  category: string;
  /** Computed from the body, never typed: e.g. '7 min read'. */
  readTime: string;
  tags: string[];
  /** Slugs; unknown slugs are ignored where they are shown. */
  relatedPosts: string[];
  type: 'article' | 'research';
  difficulty: 'beginner' | 'intermediate';
}

export type InlineNode =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: InlineNode[] }
  | { type: 'em'; children: InlineNode[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: InlineNode[] }
  | { type: 'break' };

/** A list item; `title` is set for items written as `1. **Title** - text`. */
export interface ListItemNode {
  title?: InlineNode[];
  children: InlineNode[];
  /** A list nested under the item. */
  lists?: ListNode[];
  /** A box to tick: the item of a checklist (`- [ ]`). */
  task?: boolean;
}

export interface ListNode {
  type: 'list';
  ordered: boolean;
  start: number;
  items: ListItemNode[];
}

export type BlockNode =
  | { type: 'heading'; level: 2 | 3 | 4; children: InlineNode[] }
  | { type: 'paragraph'; children: InlineNode[] }
  | ListNode
  | { type: 'quote'; children: BlockNode[] }
  | { type: 'rule' };

/** An article's body, loaded with its page. */
export type PostBody = BlockNode[];
