import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/lib/memory-storage.test-helpers';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { withChanges, type Enquiry, type InboxPage } from '../enquiry';
import { keepChangedEnquiry, keepInboxView, keptInboxView, offlineAsOf } from './kept-inbox';

const enquiry = (id: string): Enquiry => ({
  id,
  name: `Sender ${id}`,
  email: 'sender@example.com',
  message: 'A question.',
  service: 'seo',
  details: { phone: '', company: '', package: '' },
  topic: '',
  sourcePage: '/contact',
  created: '2026-12-07 09:00:00.000Z',
  readAt: '',
  handledAt: '',
  filed: '',
  note: '',
});

const pageOf = (...ids: string[]): InboxPage => ({
  items: ids.map(enquiry),
  page: 1,
  totalPages: 1,
  totalItems: ids.length,
});

beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('the inbox kept for reading offline', () => {
  it('gives back the view last loaded for a query, with its time, and the ten latest only', () => {
    keepInboxView('inbox', pageOf('a'), 1);
    keepInboxView('inbox', pageOf('a', 'b'), 2);
    expect(keptInboxView('inbox')).toEqual({ page: pageOf('a', 'b'), at: 2 });
    for (let n = 0; n < 10; n += 1) keepInboxView(`search ${n}`, pageOf('c'), 3 + n);
    expect(keptInboxView('inbox')).toBeUndefined();
    expect(keptInboxView('search 0')).toMatchObject({ at: 3 });
  });

  it('shows a change made offline in every kept view that holds the enquiry', () => {
    keepInboxView('inbox', pageOf('a', 'b'), 1);
    keepInboxView('new', pageOf('a'), 2);
    const handled = withChanges(enquiry('a'), { handled_at: '2026-12-07T10:00:00.000Z', note: 'Call back' });
    keepChangedEnquiry(handled);
    expect(keptInboxView('inbox')?.page.items).toEqual([handled, enquiry('b')]);
    expect(keptInboxView('new')?.page.items).toEqual([handled]);
  });

  it('reads nothing from a damaged store', () => {
    localStorage.setItem(STORAGE_KEYS.adminKeptInbox, '{not json');
    expect(keptInboxView('inbox')).toBeUndefined();
    localStorage.setItem(STORAGE_KEYS.adminKeptInbox, JSON.stringify([{ query: 'inbox' }]));
    expect(keptInboxView('inbox')).toBeUndefined();
  });

  it('dates the view in UK time, summer time included', () => {
    expect(offlineAsOf(Date.UTC(2026, 11, 7, 14, 32))).toBe('Offline, as of 14:32');
    expect(offlineAsOf(Date.UTC(2026, 6, 1, 13, 5))).toBe('Offline, as of 14:05');
    expect(offlineAsOf(Date.UTC(2026, 6, 1, 23, 30))).toBe('Offline, as of 00:30');
  });
});
