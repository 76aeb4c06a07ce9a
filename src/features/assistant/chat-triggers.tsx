import { lazy, Suspense, useEffect, useState } from 'react';
import { CHAT_TRIGGER_ATTRIBUTE, openChatShell, type ChatShellElement } from '@/lib/chat-trigger';
import { returnFocusTo } from './use-shell-takeover';

const loadPanel = () => import('./assistant-panel');
const AssistantPanel = lazy(() => loadPanel().then((module) => ({ default: module.AssistantPanel })));

function triggerOf(event: Event): Element | null {
  return event.target instanceof Element ? event.target.closest(`[${CHAT_TRIGGER_ATTRIBUTE}]`) : null;
}

/**
 * Every chat trigger on the site opens the assistant. Its code and
 * passages load only when a trigger is used (or nearly: a pointer over it or
 * focus on it starts the download); a trigger still links to the contact page
 * for a browser without JavaScript. Until this is live, the page's loader
 * opens the panel at a press (src/lib/chat-shell.ts); this wakes open then,
 * and takes that panel over with whatever was typed or sent in it.
 */
export function ChatTriggers() {
  const [wanted, setWanted] = useState(false);
  const [isOpen, setOpen] = useState(false);
  const [shell, setShell] = useState<ChatShellElement | null>(null);

  useEffect(() => {
    // Read once, after hydrating, as the server rendered no panel; the early panel stays on show until then.
    const early = openChatShell();
    if (early) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the early panel is the page's, not React's: seen only now
      setShell(early);
      setWanted(true);
      setOpen(true);
    }
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
    // On the window, capturing: before the loader's own listener on the document, which then leaves the press alone.
    window.addEventListener('click', onClick, true);
    document.addEventListener('pointerover', prefetch);
    document.addEventListener('focusin', prefetch);
    return () => {
      window.removeEventListener('click', onClick, true);
      document.removeEventListener('pointerover', prefetch);
      document.removeEventListener('focusin', prefetch);
    };
  }, []);

  const onOpenChange = (open: boolean) => {
    setOpen(open);
    if (open || !shell) return;
    returnFocusTo(shell.opener);
    setShell(null);
  };

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AssistantPanel isOpen={isOpen} onOpenChange={onOpenChange} shell={shell} />
    </Suspense>
  );
}
