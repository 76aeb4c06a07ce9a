import { paths } from '@/lib/paths';

/** What a shortcut does; navigation carries its destination. */
export type ShortcutAction =
  | { kind: 'navigate'; href: string }
  | { kind: 'focus-search' }
  | { kind: 'show-shortcuts' }
  | { kind: 'close-dialog' };

/** A keyboard shortcut: key and description; the action says what it does. */
export interface Shortcut {
  key: string;
  description: string;
  action: ShortcutAction;
}

/**
 * Alt+H, Alt+B, Alt+S, Alt+C and Alt+A would suit the pages, but on
 * Windows and Linux Alt+letter opens the browser's own menus (Alt+H Help,
 * Alt+B Bookmarks, Alt+S History). Alt+Shift+letter leaves them alone; B and
 * A are avoided there too, since Chrome uses Alt+Shift+B (bookmarks bar) and
 * Alt+Shift+A (inactive dialogs). / search, ? shortcuts and Esc are the usual keys.
 */
export const SHORTCUTS: readonly Shortcut[] = [
  { key: 'Alt+Shift+H', description: 'Go to Home', action: { kind: 'navigate', href: paths.home.href() } },
  {
    key: 'Alt+Shift+J',
    description: 'Go to Insights, the Journal',
    action: { kind: 'navigate', href: paths.blog.href() },
  },
  {
    key: 'Alt+Shift+S',
    description: 'Go to Services',
    action: { kind: 'navigate', href: paths.services.href() },
  },
  {
    key: 'Alt+Shift+C',
    description: 'Go to Contact',
    action: { kind: 'navigate', href: paths.contact.href() },
  },
  {
    key: 'Alt+Shift+U',
    description: 'Go to About us',
    action: { kind: 'navigate', href: paths.about.href() },
  },
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
  if (shortcutKey.startsWith('Alt+Shift+')) {
    return press.altKey && press.shiftKey && letterOf(press) === shortcutKey.slice('Alt+Shift+'.length);
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
