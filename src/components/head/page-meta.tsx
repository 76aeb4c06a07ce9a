import { useContext, useEffect } from 'react';
import { HeadContext, type PageHead } from './head-context';
import { keywordsContent } from './render-head';

/** Sets a named meta tag, or removes it when the page has no content for it. */
function setMetaContent(name: string, content: string | undefined): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (content === undefined) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.append(element);
  }
  element.content = content;
}

/** The canonical link names the page now shown, on the origin the build gave it. */
function keepCanonicalInStep(): void {
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonical) canonical.href = new URL(location.pathname, canonical.href).href;
}

/**
 * The page's title, description and keywords: written into the prerendered
 * HTML on the server, and kept in step on client-side navigation.
 */
export function PageMeta(head: PageHead) {
  const { title, description, keywords } = head;
  const collector = useContext(HeadContext);
  collector?.set(head);
  const keywordList = keywordsContent(keywords);

  useEffect(() => {
    document.title = title;
    setMetaContent('description', description);
    setMetaContent('keywords', keywordList);
    keepCanonicalInStep();
    // Marks the page as live (hydrated or rendered); tests and styles can wait for it.
    document.documentElement.dataset.hydrated = 'true';
  }, [title, description, keywordList]);

  return null;
}
