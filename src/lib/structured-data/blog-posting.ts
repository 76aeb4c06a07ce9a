import type { PostSummary } from '@/content/post-types';
import { site } from '@/content/site';
import { agencyReference } from './agency';

/** An article as a schema.org BlogPosting, with its author, dates and image. */
export function blogPosting(post: PostSummary, url: string, shareImage: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    dateModified: post.date,
    author: { '@type': 'Person', name: post.author },
    publisher: { ...agencyReference(), logo: '/icons/icon-512.png' },
    image: [shareImage],
    mainEntityOfPage: url,
    url,
    articleSection: post.category,
    keywords: post.tags.join(', '),
    inLanguage: 'en-GB',
    isPartOf: { '@type': 'Blog', name: `${site.name} Journal`, url: '/blog' },
  };
}
