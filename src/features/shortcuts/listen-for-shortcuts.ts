import { matchShortcut, type ShortcutAction } from './shortcuts';
import { openShortcutsDialog } from './shortcuts-dialog-state';
import { isTypingTarget } from './typing-target';

const OWNS_ITS_KEYS = '[role="dialog"], [role="alertdialog"], [role="listbox"], [role="menu"], [role="grid"]';

/** How a shortcut goes to a page: the next document, unless a live app routes it itself. */
let navigate = (href: string) => window.location.assign(href);

/** Hands the shortcuts the app's own navigation while it is live (and focus follows its pages). */
export function navigateShortcutsWith(appNavigate: (href: string) => void): () => void {
  navigate = appNavigate;
  return () => {
    navigate = (href) => window.location.assign(href);
  };
}

/** Runs a shortcut's action; false when there was nothing to do, so the key keeps its usual meaning. */
function run(action: ShortcutAction): boolean {
  switch (action.kind) {
    case 'navigate':
      // Already there: no second history entry for the same page.
      if (window.location.pathname !== action.href) navigate(action.href);
      return true;
    case 'focus-search': {
      // The Journal's search box; other pages have none, and then '/' does nothing.
      const search = document.querySelector<HTMLInputElement>('input[type="search"]');
      search?.focus();
      return Boolean(search);
    }
    case 'show-shortcuts':
      openShortcutsDialog();
      return true;
    case 'close-dialog':
      // react-aria's dialogs close themselves on Esc.
      return false;
  }
}

/**
 * The site-wide keyboard shortcuts, a plain script from the first
 * script on; the dialog that lists them is an island that wakes when asked.
 */
export function listenForShortcuts(): void {
  document.addEventListener('keydown', (event) => {
    if (event.defaultPrevented || event.isComposing || event.repeat) return;
    const target = event.target instanceof HTMLElement ? event.target : null;
    // Keys typed into a field, or pressed in an open dialog (focus is kept there) or in a
    // list with its own type-to-select, belong to that field, dialog or list.
    if (isTypingTarget(target) || target?.closest(OWNS_ITS_KEYS)) return;
    const shortcut = matchShortcut(event);
    if (shortcut && run(shortcut.action)) event.preventDefault();
  });
}
