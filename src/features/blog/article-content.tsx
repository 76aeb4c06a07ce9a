import { use } from 'react';
import { loadPostBody } from '@/content/posts';
import { createPromiseCache } from '@/utils/promise-cache';
import { ArticleBody } from './article-body';

const bodyFor = createPromiseCache(loadPostBody);

/** Suspends until the article's own chunk has loaded; the server waits for it, so the HTML has the full text. */
export function ArticleContent({ slug }: { slug: string }) {
  return <ArticleBody body={use(bodyFor(slug))} />;
}
