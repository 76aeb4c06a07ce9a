import { describe, expect, it } from 'vitest';
import { educationItems } from '@/content/education';
import type { EducationItem } from '@/content/types';
import { toolHref } from './tool-links';

const guide = (slug: string): EducationItem => ({
  type: 'tool-guide',
  difficulty: 'beginner',
  title: slug,
  excerpt: '',
  readTime: '10 min read',
  slug,
});

describe('toolHref', () => {
  it.each([
    ['marketing-roi-measurement-guide', '/tools/roi-calculator'],
    ['clear-framework-guide', '/resources/clear-framework-template'],
    ['local-seo-north-east-whitepaper', '/blog/local-seo-north-east-whitepaper'],
  ])('%s leads to %s', (slug, expected) => {
    expect(toolHref(guide(slug))).toBe(expected);
  });

  it('gives every tool guide on the site somewhere to go', () => {
    const guides = educationItems.filter((item) => item.type === 'tool-guide');
    expect(guides.map(toolHref)).toEqual([
      '/tools/roi-calculator',
      '/resources/clear-framework-template',
      '/blog/local-seo-north-east-whitepaper',
    ]);
  });
});
