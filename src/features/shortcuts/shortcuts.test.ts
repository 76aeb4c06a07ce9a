import { describe, expect, it } from 'vitest';
import { matchShortcut, SHORTCUTS, type KeyPress } from './shortcuts';

function press(key: string, change: Partial<KeyPress> = {}): KeyPress {
  const code = /^[a-z]$/i.test(key) ? `Key${key.toUpperCase()}` : '';
  return { key, code, altKey: false, ctrlKey: false, metaKey: false, shiftKey: false, ...change };
}

describe('SHORTCUTS', () => {
  it('lists the page shortcuts (Alt+Shift, clear of the browser menus), then the single keys', () => {
    expect(SHORTCUTS.map((shortcut) => shortcut.key)).toEqual([
      'Alt+Shift+H',
      'Alt+Shift+J',
      'Alt+Shift+S',
      'Alt+Shift+C',
      'Alt+Shift+U',
      '/',
      '?',
      'Esc',
    ]);
  });

  it.each([
    ['Alt+Shift+H', '/'],
    ['Alt+Shift+J', '/blog'],
    ['Alt+Shift+S', '/services'],
    ['Alt+Shift+C', '/contact'],
    ['Alt+Shift+U', '/about'],
  ])('%s goes to %s', (key, href) => {
    expect(SHORTCUTS.find((shortcut) => shortcut.key === key)?.action).toEqual({ kind: 'navigate', href });
  });
});

const altShift = { altKey: true, shiftKey: true };

describe('matchShortcut', () => {
  it.each<[string, KeyPress, string | undefined]>([
    ['Alt+Shift+H', press('H', altShift), 'Alt+Shift+H'],
    ['Alt+Shift+J', press('J', altShift), 'Alt+Shift+J'],
    ['Alt+Shift+S', press('S', altShift), 'Alt+Shift+S'],
    ['Alt+Shift+C', press('C', altShift), 'Alt+Shift+C'],
    ['Alt+Shift+U', press('U', altShift), 'Alt+Shift+U'],
    ['Alt+Shift with Caps Lock on', press('h', altShift), 'Alt+Shift+H'],
    ['Mac Option+Shift+H, which types Ó', { ...press('Ó', altShift), code: 'KeyH' }, 'Alt+Shift+H'],
    [
      'AZERTY Alt+Shift+U, on the same key as QWERTY',
      { ...press('U', altShift), code: 'KeyU' },
      'Alt+Shift+U',
    ],
    ['Alt+H alone: the browser opens its Help menu', press('h', { altKey: true }), undefined],
    ['Alt+B alone: the browser opens its Bookmarks menu', press('b', { altKey: true }), undefined],
    ['Alt+Shift+B: Chrome focuses the bookmarks bar', press('B', altShift), undefined],
    ['Alt+Shift+A: Chrome focuses inactive dialogs', press('A', altShift), undefined],
    ['a letter without Alt', press('h'), undefined],
    ['Shift and a letter, as in typing', press('H', { shiftKey: true }), undefined],
    ['Alt+Shift with an unlisted letter', press('X', altShift), undefined],
    ['Ctrl+Alt+Shift+H', press('H', { ...altShift, ctrlKey: true }), undefined],
    ['Meta+Alt+Shift+H', press('H', { ...altShift, metaKey: true }), undefined],
    ['/', press('/'), '/'],
    ['? typed with Shift', press('?', { shiftKey: true }), '?'],
    ['Ctrl+/', press('/', { ctrlKey: true }), undefined],
    ['Meta+?', press('?', { metaKey: true, shiftKey: true }), undefined],
    ['Alt+/', press('/', { altKey: true }), undefined],
    ['Escape', press('Escape'), 'Esc'],
    ['Enter', press('Enter'), undefined],
  ])('%s', (_, keyPress, expected) => {
    expect(matchShortcut(keyPress)?.key).toBe(expected);
  });
});
