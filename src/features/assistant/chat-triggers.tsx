import { lazy, Suspense, useEffect, useState } from 'react';
import { CHAT_TRIGGER_ATTRIBUTE } from '@/lib/chat-trigger';

const loadPanel = () => import('./assistant-panel');
const AssistantPanel = lazy(() => loadPanel().then((module) => ({ default: module.AssistantPanel })));

function triggerOf(event: Event): Element | null {
  return event.target instanceof Element ? event.target.closest(`[${CHAT_TRIGGER_ATTRIBUTE}]`) : null;
}

/**
 * Every chat trigger on the site opens the assistant. Its code and
 * passages load only when a trigger is used (or nearly: a pointer over it or
 * focus on it starts the download); a trigger still links to the contact page
 * for a browser without JavaScript. On a page of islands, the first press
 * wakes this island, open at once.
 */
export function ChatTriggers({ openAtOnce = false }: { openAtOnce?: boolean }) {
  const [wanted, setWanted] = useState(openAtOnce);
  const [isOpen, setOpen] = useState(openAtOnce);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      // A modified click (new tab, new window) keeps the link's own meaning.
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (!triggerOf(event)) return;
      event.preventDefault();
      setWanted(true);
      setOpen(true);
    };
    const prefetch = (event: Event) => {
      if (triggerOf(event)) void loadPanel().then((module) => module.preloadAssistant());
    };
    // Capturing, before the router sees the link's click.
    document.addEventListener('click', onClick, true);
    document.addEventListener('pointerover', prefetch);
    document.addEventListener('focusin', prefetch);
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('pointerover', prefetch);
      document.removeEventListener('focusin', prefetch);
    };
  }, []);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AssistantPanel isOpen={isOpen} onOpenChange={setOpen} />
    </Suspense>
  );
}
