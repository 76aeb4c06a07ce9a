import { describe, expect, it } from 'vitest';
import { isTypingTarget, type TargetLike } from './typing-target';

describe('isTypingTarget', () => {
  it.each<[string, TargetLike | null, boolean]>([
    ['nothing', null, false],
    ['the page body', { tagName: 'BODY' }, false],
    ['a link', { tagName: 'A' }, false],
    ['a button', { tagName: 'BUTTON' }, false],
    ['a text input', { tagName: 'INPUT', type: 'text' }, true],
    ['an input with no type', { tagName: 'INPUT' }, true],
    ['a search input', { tagName: 'INPUT', type: 'search' }, true],
    ['an email input', { tagName: 'INPUT', type: 'email' }, true],
    ['a password input', { tagName: 'INPUT', type: 'password' }, true],
    ['a number input', { tagName: 'INPUT', type: 'number' }, true],
    ['a textarea', { tagName: 'TEXTAREA' }, true],
    ['a select', { tagName: 'SELECT' }, true],
    ['a contenteditable element', { tagName: 'DIV', isContentEditable: true }, true],
    ['a checkbox', { tagName: 'INPUT', type: 'checkbox' }, false],
    ['a radio button', { tagName: 'INPUT', type: 'radio' }, false],
    ['a submit input', { tagName: 'INPUT', type: 'submit' }, false],
    ['a lower-case tag name (XHTML)', { tagName: 'input', type: 'text' }, true],
  ])('%s: %s', (_, target, expected) => {
    expect(isTypingTarget(target)).toBe(expected);
  });
});
