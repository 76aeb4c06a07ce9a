import { paths } from '@/lib/paths';

/** What a shortcut does; navigation carries its destination. */
export type ShortcutAction =
  | { kind: 'navigate'; href: string }
  | { kind: 'focus-search' }
  | { kind: 'show-shortcuts' }
  | { kind: 'close-dialog' };

/** Spec §3 "Keyboard shortcut": key and description; the action says what it does. */
export interface Shortcut {
  key: string;
  description: string;
  action: ShortcutAction;
}

/** Spec §9: Alt+H home, Alt+B blog, Alt+S services, Alt+C contact, Alt+A about, / search, ? shortcuts, Esc closes. */
export const SHORTCUTS: readonly Shortcut[] = [
  { key: 'Alt+H', description: 'Go to Home', action: { kind: 'navigate', href: paths.home.href() } },
  {
    key: 'Alt+B',
    description: 'Go to Insights, the blog',
    action: { kind: 'navigate', href: paths.blog.href() },
  },
  {
    key: 'Alt+S',
    description: 'Go to Services',
    action: { kind: 'navigate', href: paths.services.href() },
  },
  {
    key: 'Alt+C',
    description: 'Go to Contact',
    action: { kind: 'navigate', href: paths.contact.href() },
  },
  { key: 'Alt+A', description: 'Go to About', action: { kind: 'navigate', href: paths.about.href() } },
  { key: '/', description: 'Focus the search box', action: { kind: 'focus-search' } },
  { key: '?', description: 'Show keyboard shortcuts', action: { kind: 'show-shortcuts' } },
  { key: 'Esc', description: 'Close dialogs', action: { kind: 'close-dialog' } },
];

/** The parts of a KeyboardEvent that decide which shortcut it is. */
export interface KeyPress {
  key: string;
  code: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

/**
 * The letter a key press stands for. The character comes first, so keyboard
 * layouts that move letters still match what is printed on the key; where
 * Alt turns the letter into another character (Option+H gives '˙' on a Mac),
 * the physical key (`KeyH`) decides.
 */
function letterOf({ key, code }: KeyPress): string | undefined {
  if (/^[a-z]$/i.test(key)) return key.toUpperCase();
  return /^Key[A-Z]$/.test(code) ? code.slice(3) : undefined;
}

function matches(press: KeyPress, shortcutKey: string): boolean {
  if (press.ctrlKey || press.metaKey) return false;
  if (shortcutKey.startsWith('Alt+')) {
    return press.altKey && !press.shiftKey && letterOf(press) === shortcutKey.slice(4);
  }
  if (press.altKey) return false;
  if (shortcutKey === 'Esc') return press.key === 'Escape';
  // '?' needs Shift on most layouts, so Shift is allowed for the symbols.
  return press.key === shortcutKey;
}

/** The shortcut a key press asks for; Ctrl and Meta combinations belong to the browser. */
export function matchShortcut(press: KeyPress): Shortcut | undefined {
  return SHORTCUTS.find((shortcut) => matches(press, shortcut.key));
}
