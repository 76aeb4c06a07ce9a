import { describe, expect, it } from 'vitest';
import { matchShortcut, SHORTCUTS, type KeyPress } from './shortcuts';

function press(key: string, change: Partial<KeyPress> = {}): KeyPress {
  const code = /^[a-z]$/i.test(key) ? `Key${key.toUpperCase()}` : '';
  return { key, code, altKey: false, ctrlKey: false, metaKey: false, shiftKey: false, ...change };
}

describe('SHORTCUTS', () => {
  it('lists the spec §9 shortcuts in order', () => {
    expect(SHORTCUTS.map((shortcut) => shortcut.key)).toEqual([
      'Alt+H',
      'Alt+B',
      'Alt+S',
      'Alt+C',
      'Alt+A',
      '/',
      '?',
      'Esc',
    ]);
  });

  it.each([
    ['Alt+H', '/'],
    ['Alt+B', '/blog'],
    ['Alt+S', '/services'],
    ['Alt+C', '/contact'],
    ['Alt+A', '/about'],
  ])('%s goes to %s', (key, href) => {
    expect(SHORTCUTS.find((shortcut) => shortcut.key === key)?.action).toEqual({ kind: 'navigate', href });
  });
});

describe('matchShortcut', () => {
  it.each<[string, KeyPress, string | undefined]>([
    ['Alt+H', press('h', { altKey: true }), 'Alt+H'],
    ['Alt+B', press('b', { altKey: true }), 'Alt+B'],
    ['Alt+S', press('s', { altKey: true }), 'Alt+S'],
    ['Alt+C', press('c', { altKey: true }), 'Alt+C'],
    ['Alt+A', press('a', { altKey: true }), 'Alt+A'],
    ['Alt with Caps Lock on', press('H', { altKey: true }), 'Alt+H'],
    ['Mac Option+H, which types ˙', { ...press('˙', { altKey: true }), code: 'KeyH' }, 'Alt+H'],
    ['Mac Option+S, which types ß', { ...press('ß', { altKey: true }), code: 'KeyS' }, 'Alt+S'],
    [
      'AZERTY Alt+A, on the key where QWERTY has Q',
      { ...press('a', { altKey: true }), code: 'KeyQ' },
      'Alt+A',
    ],
    [
      'AZERTY Alt+Q, on the key where QWERTY has A',
      { ...press('q', { altKey: true }), code: 'KeyA' },
      undefined,
    ],
    ['a letter without Alt', press('h'), undefined],
    ['Alt with an unlisted letter', press('x', { altKey: true }), undefined],
    ['Ctrl+Alt+H', press('h', { altKey: true, ctrlKey: true }), undefined],
    ['Meta+Alt+H', press('h', { altKey: true, metaKey: true }), undefined],
    ['Alt+Shift+H', press('H', { altKey: true, shiftKey: true }), undefined],
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
