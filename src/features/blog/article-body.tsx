import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { isSafeHref, isSitePath } from '@/content/post-links';
import type { BlockNode, InlineNode, ListItemNode, ListNode, PostBody } from '@/content/post-types';
import * as styles from './article-body.css';

// Every node becomes a React element or a text child, which React escapes:
// nothing in an article is ever parsed as HTML in the browser.
function Inline({ nodes }: { nodes: InlineNode[] }): ReactNode {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return node.text;
      case 'strong':
        return (
          <strong key={index}>
            <Inline nodes={node.children} />
          </strong>
        );
      case 'em':
        return (
          <em key={index}>
            <Inline nodes={node.children} />
          </em>
        );
      case 'code':
        return (
          <code key={index} className={styles.code}>
            {node.text}
          </code>
        );
      case 'break':
        return <br key={index} />;
      case 'link':
        return <ArticleLink key={index} href={node.href} nodes={node.children} />;
    }
  });
}

/** The plugin already dropped unsafe links; checked again so the renderer never trusts its input. */
function ArticleLink({ href, nodes }: { href: string; nodes: InlineNode[] }) {
  if (!isSafeHref(href)) return <Inline nodes={nodes} />;
  const external = !isSitePath(href) && !href.startsWith('mailto:');
  return (
    <Link href={href} className={styles.link} {...(external ? { rel: 'noopener noreferrer' } : {})}>
      <Inline nodes={nodes} />
    </Link>
  );
}

function Item({ item }: { item: ListItemNode }) {
  return (
    <li className={item.task ? styles.task : styles.item}>
      {item.title && (
        <strong className={styles.itemTitle}>
          <Inline nodes={item.title} />
        </strong>
      )}
      {item.title ? (
        <span className={styles.itemText}>
          <Inline nodes={item.children} />
        </span>
      ) : (
        <Inline nodes={item.children} />
      )}
      {item.lists?.map((list, index) => (
        <List key={index} list={list} />
      ))}
    </li>
  );
}

function List({ list }: { list: ListNode }) {
  const items = list.items.map((item, index) => <Item key={index} item={item} />);
  if (!list.ordered) return <ul className={styles.bullets}>{items}</ul>;
  const titled = list.items.some((item) => item.title);
  return (
    <ol
      className={titled ? styles.titledSteps : styles.numbers}
      start={list.start === 1 ? undefined : list.start}
      // The titled steps draw their own numbers from a CSS counter.
      style={titled && list.start !== 1 ? { counterReset: `step ${list.start - 1}` } : undefined}
    >
      {items}
    </ol>
  );
}

function Block({ block }: { block: BlockNode }) {
  switch (block.type) {
    case 'heading': {
      const Heading = `h${block.level}` as const;
      return (
        <Heading className={styles.heading[block.level]}>
          <Inline nodes={block.children} />
        </Heading>
      );
    }
    case 'paragraph':
      return (
        <p>
          <Inline nodes={block.children} />
        </p>
      );
    case 'list':
      return <List list={block} />;
    case 'quote':
      return (
        <blockquote className={styles.quote}>
          {block.children.map((child, index) => (
            <Block key={index} block={child} />
          ))}
        </blockquote>
      );
    case 'rule':
      return <hr className={styles.rule} />;
  }
}

/** An article's body, from the tree the Markdown plugin built at build time. */
export function ArticleBody({ body }: { body: PostBody }) {
  return (
    <div className={styles.body}>
      {body.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </div>
  );
}
