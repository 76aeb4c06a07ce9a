import { describe, expect, it } from 'vitest';
import download from '/public/downloads/clear-framework-template.md?raw';
import { HOW_TO_USE, TEMPLATE_SECTIONS, type TemplateBlock } from './clear-template-content';

/** The download in plain words: no Markdown emphasis, one space between words. */
const downloadText = download.replace(/\*/g, '').replace(/\s+/g, ' ');

function textsOf(block: TemplateBlock): string[] {
  switch (block.kind) {
    case 'note':
      return [block.text];
    case 'prompts':
    case 'checks':
      return block.items;
    case 'table':
      return [...block.columns, ...block.rows.filter(Boolean)];
  }
}

describe('the CLEAR template page', () => {
  it('has the five CLEAR sections in order', () => {
    expect(TEMPLATE_SECTIONS.map((section) => section.name)).toEqual([
      'Clarity',
      'Leverage',
      'Evidence',
      'Action',
      'Refinement',
    ]);
  });

  it.each(TEMPLATE_SECTIONS.map((section) => [section.name, section] as const))(
    'says what the download says in %s',
    (_name, section) => {
      expect(downloadText).toContain(`${section.letter} — ${section.name}: ${section.focus}`);
      for (const text of section.blocks.flatMap(textsOf)) {
        expect(downloadText).toContain(text.replace(/ \(same day each month\)$/, ''));
      }
    },
  );

  it('gives the same instructions as the download', () => {
    for (const step of HOW_TO_USE) expect(downloadText).toContain(step);
  });
});
