import { describe, expect, it } from 'vitest';
import { titleWithUnread } from './unread-in-title';

describe('titleWithUnread', () => {
  it.each([
    ['Enquiries | Clear North', 3, '(3) Enquiries | Clear North'],
    ['(3) Enquiries | Clear North', 4, '(4) Enquiries | Clear North'],
    ['(99+) Enquiries | Clear North', 0, 'Enquiries | Clear North'],
    ['Enquiries | Clear North', 120, '(99+) Enquiries | Clear North'],
  ])('%j with %i unread reads %j', (title, count, expected) => {
    expect(titleWithUnread(title, count)).toBe(expected);
  });
});
