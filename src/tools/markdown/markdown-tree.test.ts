import { describe, expect, it } from 'vitest';
import type { BlockNode, InlineNode } from '../../content/post-types';
import { markdownToTree } from './markdown-tree';

const text = (value: string): InlineNode => ({ type: 'text', text: value });

describe('markdownToTree', () => {
  it('marks checklist items as boxes to tick, without the brackets in their text', () => {
    expect(markdownToTree('- [ ] Profile claimed\n- Plain point\n')).toEqual([
      {
        type: 'list',
        ordered: false,
        start: 1,
        items: [
          { children: [{ type: 'text', text: 'Profile claimed' }], task: true },
          { children: [{ type: 'text', text: 'Plain point' }] },
        ],
      },
    ]);
  });

  it.each<[string, string, BlockNode[]]>([
    ['## → h2', '## Why one page?', [{ type: 'heading', level: 2, children: [text('Why one page?')] }]],
    ['### → h3', '### Proof', [{ type: 'heading', level: 3, children: [text('Proof')] }]],
    ['# → h2 (the title is the only h1)', '# Top', [{ type: 'heading', level: 2, children: [text('Top')] }]],
    [
      'a paragraph',
      'One line\nand the next.',
      [{ type: 'paragraph', children: [text('One line\nand the next.')] }],
    ],
    [
      'bold and emphasis',
      'A **bold** and *soft* word.',
      [
        {
          type: 'paragraph',
          children: [
            text('A '),
            { type: 'strong', children: [text('bold')] },
            text(' and '),
            { type: 'em', children: [text('soft')] },
            text(' word.'),
          ],
        },
      ],
    ],
    [
      'a bullet list',
      '- one\n- two **three**',
      [
        {
          type: 'list',
          ordered: false,
          start: 1,
          items: [
            { children: [text('one')] },
            { children: [text('two '), { type: 'strong', children: [text('three')] }] },
          ],
        },
      ],
    ],
    [
      'numbered items with a bold title and text',
      '1. **Clarity** - One audience.\n2. **Leverage** - Channels you own.',
      [
        {
          type: 'list',
          ordered: true,
          start: 1,
          items: [
            { title: [text('Clarity')], children: [text('One audience.')] },
            { title: [text('Leverage')], children: [text('Channels you own.')] },
          ],
        },
      ],
    ],
    [
      'a numbered item without the title form stays plain',
      '3. Just text',
      [{ type: 'list', ordered: true, start: 3, items: [{ children: [text('Just text')] }] }],
    ],
    [
      'site, http(s) and mailto links',
      '[a](/blog/x) [b](https://example.com) [c](mailto:hi@example.com)',
      [
        {
          type: 'paragraph',
          children: [
            { type: 'link', href: '/blog/x', children: [text('a')] },
            text(' '),
            { type: 'link', href: 'https://example.com', children: [text('b')] },
            text(' '),
            { type: 'link', href: 'mailto:hi@example.com', children: [text('c')] },
          ],
        },
      ],
    ],
  ])('%s', (_name, markdown, expected) => {
    expect(markdownToTree(markdown)).toEqual(expected);
  });
});

describe('markdownToTree with hostile input', () => {
  const paragraphText = (markdown: string) => markdownToTree(markdown);

  it.each([
    ['javascript: link', '[click](javascript:alert(1))', 'click'],
    ['mixed-case javascript: link', '[click](JaVaScRiPt:alert(1))', 'click'],
    ['entity-hidden javascript: link', '[click](java&#115;cript:alert(1))', 'click'],
    ['data: link', '[click](data:text/html;base64,PHNjcmlwdD4=)', 'click'],
    ['vbscript: link', '[click](vbscript:msgbox)', 'click'],
    ['protocol-relative link', '[click](//evil.example)', 'click'],
  ])('a %s becomes plain text', (_name, markdown, shown) => {
    expect(paragraphText(markdown)).toEqual([{ type: 'paragraph', children: [text(shown)] }]);
  });

  it.each([
    ['a script block', '<script>alert(1)</script>', '<script>alert(1)</script>'],
    ['an image tag', '<img src=x onerror=alert(1)>', '<img src=x onerror=alert(1)>'],
    ['inline script', 'Hi <script>alert(1)</script> there', 'Hi <script>alert(1)</script> there'],
    ['HTML entities', 'AT&amp;T &lt;b&gt; &#169; &#x2014; &bogus;', 'AT&T <b> © — &bogus;'],
    ['a Markdown image', '![alt text](javascript:alert(1))', 'alt text'],
    ['escaped asterisks', '\\*not bold\\*', '*not bold*'],
  ])('%s is kept as text, never markup', (_name, markdown, shown) => {
    expect(paragraphText(markdown)).toEqual([{ type: 'paragraph', children: [text(shown)] }]);
  });

  it('leaves no raw HTML node of any kind in the tree', () => {
    const tree = JSON.stringify(markdownToTree('<div onclick="x">a</div>\n\n<iframe src="x"></iframe>'));
    expect(tree).not.toMatch(/"type":"(html|image)"/);
  });
});
