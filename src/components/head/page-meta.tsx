import { useContext, useEffect } from 'react';
import { HeadContext, type PageHead } from './head-context';

function setMetaContent(name: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.append(element);
  }
  element.content = content;
}

/**
 * The page's title and description: written into the prerendered HTML on
 * the server, and kept in step on client-side navigation.
 */
export function PageMeta({ title, description }: PageHead) {
  const collector = useContext(HeadContext);
  collector?.set({ title, description });

  useEffect(() => {
    document.title = title;
    setMetaContent('description', description);
    // Marks the page as live (hydrated or rendered); tests and styles can wait for it.
    document.documentElement.dataset.hydrated = 'true';
  }, [title, description]);

  return null;
}
