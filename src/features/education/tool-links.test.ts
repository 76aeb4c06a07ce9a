import { describe, expect, it } from 'vitest';
import { educationItems } from '@/content/education-items';
import type { EducationItem } from '@/content/types';
import { isExternalTool, toolHref } from './tool-links';

const guide = (slug: string): EducationItem => ({
  type: 'tool-guide',
  difficulty: 'beginner',
  title: slug,
  excerpt: '',
  readTime: '7 min read',
  slug,
});

describe('toolHref', () => {
  it.each([
    ['marketing-roi-measurement-guide', '/tools/roi-calculator'],
    ['clear-framework-guide', '/resources/clear-framework-template'],
    ['local-seo-north-east-whitepaper', 'https://www.google.com/business/'],
    ['paradox-of-choice-marketing', undefined],
  ])('%s leads to %s', (slug, expected) => {
    expect(toolHref(guide(slug))).toBe(expected);
  });

  it('gives every tool guide on the site a tool, never an article', () => {
    const tools = educationItems.filter((item) => item.type === 'tool-guide').map(toolHref);
    expect(tools).toEqual([
      '/tools/roi-calculator',
      '/resources/clear-framework-template',
      'https://www.google.com/business/',
    ]);
    for (const tool of tools) expect(tool).not.toMatch(/^\/blog\//);
  });
});

describe('isExternalTool', () => {
  it.each([
    ['/tools/roi-calculator', false],
    ['https://www.google.com/business/', true],
    ['http://example.com', true],
  ])('%s → %s', (href, external) => {
    expect(isExternalTool(href)).toBe(external);
  });
});
