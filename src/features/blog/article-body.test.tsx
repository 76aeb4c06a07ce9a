import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { PostBody } from '@/content/post-types';
import { markdownToTree } from '@/tools/markdown/markdown-tree';
import { ArticleBody } from './article-body';

// Styles need the vanilla-extract build step; class names are irrelevant here.
vi.mock('./article-body.css', () => ({
  body: 'body',
  heading: { 2: 'h2', 3: 'h3', 4: 'h4' },
  link: 'link',
  code: 'code',
  bullets: 'bullets',
  numbers: 'numbers',
  titledSteps: 'steps',
  item: 'item',
  itemTitle: 'item-title',
  itemText: 'item-text',
  quote: 'quote',
  rule: 'rule',
}));
vi.mock('@/components/ui/link', () => ({
  Link: ({ href, rel, children }: { href: string; rel?: string; children: React.ReactNode }) => (
    <a href={href} rel={rel}>
      {children}
    </a>
  ),
}));

const render = (markdown: string) => renderToStaticMarkup(<ArticleBody body={markdownToTree(markdown)} />);
const inner = (markdown: string) => render(markdown).replace(/^<div class="body">|<\/div>$/g, '');

describe('ArticleBody', () => {
  it.each([
    ['## main heading', '## Why one page?', '<h2 class="h2">Why one page?</h2>'],
    ['### sub-heading', '### Proof', '<h3 class="h3">Proof</h3>'],
    ['paragraph', 'Plain words.', '<p>Plain words.</p>'],
    ['bold', 'A **bold** word', '<p>A <strong>bold</strong> word</p>'],
    ['emphasis', 'A *soft* word', '<p>A <em>soft</em> word</p>'],
    [
      'bullet list',
      '- one\n- two',
      '<ul class="bullets"><li class="item">one</li><li class="item">two</li></ul>',
    ],
    [
      'numbered item with a bold title',
      '1. **Clarity** - One audience.',
      '<ol class="steps"><li class="item"><strong class="item-title">Clarity</strong><span class="item-text">One audience.</span></li></ol>',
    ],
    [
      'plain numbered list',
      '1. First\n2. Second',
      '<ol class="numbers"><li class="item">First</li><li class="item">Second</li></ol>',
    ],
    ['site link', '[get in touch](/contact)', '<p><a href="/contact">get in touch</a></p>'],
    [
      'external link',
      '[Nielsen](https://www.nngroup.com)',
      '<p><a href="https://www.nngroup.com" rel="noopener noreferrer">Nielsen</a></p>',
    ],
    [
      'mailto link',
      '[mail us](mailto:hello@clearnorth.co.uk)',
      '<p><a href="mailto:hello@clearnorth.co.uk">mail us</a></p>',
    ],
  ])('renders a %s', (_name, markdown, html) => {
    expect(inner(markdown)).toBe(html);
  });
});

describe('ArticleBody with hostile input', () => {
  it.each([
    ['a script tag', '<script>alert(1)</script>', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'],
    ['an image tag', '<img src=x onerror=alert(1)>', '<p>&lt;img src=x onerror=alert(1)&gt;</p>'],
    [
      'inline HTML',
      'Hello <b onclick="x()">there</b>',
      '<p>Hello &lt;b onclick=&quot;x()&quot;&gt;there&lt;/b&gt;</p>',
    ],
    ['a javascript: link', '[click me](javascript:alert(1))', '<p>click me</p>'],
    ['a data: link', '[click me](data:text/html;base64,PHNjcmlwdD4=)', '<p>click me</p>'],
    ['HTML entities', 'AT&amp;T &lt;script&gt;', '<p>AT&amp;T &lt;script&gt;</p>'],
  ])('shows %s as text', (_name, markdown, html) => {
    expect(inner(markdown)).toBe(html);
  });

  it('never renders an unsafe link even if the tree carries one', () => {
    const body: PostBody = [
      {
        type: 'paragraph',
        children: [{ type: 'link', href: 'javascript:alert(1)', children: [{ type: 'text', text: 'x' }] }],
      },
    ];
    expect(renderToStaticMarkup(<ArticleBody body={body} />)).toBe('<div class="body"><p>x</p></div>');
  });

  it('leaves no element a script could run from', () => {
    const html = render(
      '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n<iframe src="javascript:x"></iframe>',
    );
    expect(html).not.toMatch(/<(script|img|iframe)\b/);
  });
});
