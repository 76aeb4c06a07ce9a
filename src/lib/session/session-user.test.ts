import type { RecordModel } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { statusOf, toSessionUser } from './session-user';

const record = (fields: Partial<RecordModel>): RecordModel => ({
  id: 'u1',
  collectionId: 'c1',
  collectionName: 'users',
  email: 'ann@example.com',
  full_name: 'Ann Lee',
  role: 'member',
  verified: true,
  ...fields,
});

describe('toSessionUser', () => {
  it('reads the users record the server returned', () => {
    expect(toSessionUser(record({}))).toEqual({
      id: 'u1',
      email: 'ann@example.com',
      fullName: 'Ann Lee',
      role: 'member',
      verified: true,
    });
  });

  it.each([
    ['admin', 'admin'],
    ['member', 'member'],
    ['', 'member'],
    ['superuser', 'member'],
  ])('role %j is %s', (role, expected) => {
    expect(toSessionUser(record({ role }))?.role).toBe(expected);
  });

  it('is nobody without a record or for a superuser of the dashboard', () => {
    expect(toSessionUser(null)).toBeNull();
    expect(toSessionUser(record({ collectionName: '_superusers' }))).toBeNull();
  });
});

describe('statusOf', () => {
  it('is the role when signed in, signed-out otherwise', () => {
    expect(statusOf(toSessionUser(record({ role: 'admin' })))).toBe('admin');
    expect(statusOf(toSessionUser(record({})))).toBe('member');
    expect(statusOf(null)).toBe('signed-out');
  });
});
