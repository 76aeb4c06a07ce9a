import { describe, expect, it } from 'vitest';
import { emailError } from './newsletter-rules';

describe('emailError', () => {
  it.each<[string, string | undefined]>([
    ['', 'Email is required'],
    ['   ', 'Email is required'],
    ['ada', 'Please enter a valid email address'],
    ['ada@example', 'Please enter a valid email address'],
    ['ada @example.com', 'Please enter a valid email address'],
    [' ada@example.com ', undefined],
  ])('%j: %s', (email, expected) => {
    expect(emailError(email)).toBe(expected);
  });
});
