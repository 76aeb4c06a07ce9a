import { NEUTRAL_NAME } from '../../content/agency-settings.ts';
import { parse } from 'yaml';
import type { PostSummary } from '../../content/post-types.ts';

/** The front matter an article is written with; read time and the image URL are added at build. */
export type FrontMatter = Omit<PostSummary, 'image' | 'readTime'> & { image?: string };

const STRING_FIELDS = ['slug', 'title', 'excerpt', 'date', 'category'] as const;
const LIST_FIELDS = ['tags', 'relatedPosts'] as const;

/** Splits `---` front matter from the Markdown body. */
export function splitFrontMatter(source: string): { data: string; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) throw new Error('missing front matter (--- ... ---)');
  return { data: match[1] ?? '', body: source.slice(match[0].length) };
}

function isValidDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  return new Date(`${date}T00:00:00Z`).toISOString().startsWith(date);
}

/**
 * Reads and checks the YAML front matter, so a typo fails the build with the
 * field's name instead of showing a broken card. The core schema keeps
 * `2024-01-15` as text, which is what the site shows.
 */
export function readFrontMatter(yamlText: string): FrontMatter {
  const data: unknown = parse(yamlText);
  if (typeof data !== 'object' || data === null) throw new Error('front matter is not a mapping');
  const record = data as Record<string, unknown>;
  const problems: string[] = [];

  for (const field of STRING_FIELDS) {
    if (typeof record[field] !== 'string' || !(record[field] as string).trim()) {
      problems.push(`${field} must be non-empty text`);
    }
  }
  for (const field of LIST_FIELDS) {
    const value = record[field] ?? [];
    if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
      problems.push(`${field} must be a list of text`);
    }
  }
  if (record.image !== undefined && !/^[a-z0-9-]+$/.test(String(record.image))) {
    problems.push('image must be the key of a file in src/content/images');
  }
  if (record.type !== 'article' && record.type !== 'research')
    problems.push('type must be article or research');
  if (record.difficulty !== 'beginner' && record.difficulty !== 'intermediate') {
    problems.push('difficulty must be beginner or intermediate');
  }
  if (typeof record.date === 'string' && !isValidDate(record.date)) problems.push('date must be yyyy-mm-dd');
  if (typeof record.slug === 'string' && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(record.slug)) {
    problems.push('slug must be lower-case words joined by hyphens');
  }
  if (problems.length > 0) throw new Error(problems.join('; '));

  return {
    slug: record.slug as string,
    title: record.title as string,
    excerpt: record.excerpt as string,
    date: record.date as string,
    // A named author only where the agency has supplied one.
    author: typeof record.author === 'string' && record.author.trim() ? record.author.trim() : NEUTRAL_NAME,
    category: record.category as string,
    tags: (record.tags ?? []) as string[],
    relatedPosts: (record.relatedPosts ?? []) as string[],
    type: record.type as FrontMatter['type'],
    difficulty: record.difficulty as FrontMatter['difficulty'],
    ...(record.image === undefined ? {} : { image: String(record.image) }),
  };
}
