import type { RecordModel } from 'pocketbase';

export type SessionStatus = 'signed-out' | 'loading' | 'member' | 'admin';

export interface SessionUser {
  id: string;
  email: string;
  fullName: string;
  role: 'member' | 'admin';
  verified: boolean;
}

/** The signed-in user as the site sees it, from the SDK's auth record. */
export function toSessionUser(record: RecordModel | null): SessionUser | null {
  if (!record || record.collectionName !== 'users') return null;
  return {
    id: record.id,
    email: String(record.email ?? ''),
    fullName: String(record.full_name ?? ''),
    role: record.role === 'admin' ? 'admin' : 'member',
    verified: record.verified === true,
  };
}

export function statusOf(user: SessionUser | null): SessionStatus {
  return user ? user.role : 'signed-out';
}
