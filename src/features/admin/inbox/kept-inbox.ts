import { readStoredJson, writeStoredJson } from '@/lib/safe-storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import type { Enquiry, InboxPage } from '../enquiry';

/** How many views of the inbox (a filter, a search, a page) stay readable offline: the latest loaded. */
const KEPT_VIEWS = 10;

/** One view of the inbox as last loaded: what was asked, what came, and when. */
interface KeptView {
  query: string;
  page: InboxPage;
  at: number;
}

const isKeptView = (value: unknown): value is KeptView =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as KeptView).query === 'string' &&
  typeof (value as KeptView).at === 'number' &&
  Array.isArray((value as KeptView).page?.items);

function keptViews(): KeptView[] {
  const stored = readStoredJson(STORAGE_KEYS.adminKeptInbox);
  return Array.isArray(stored) ? stored.filter(isKeptView) : [];
}

/** Keeps a view of the inbox just loaded, for reading offline; the oldest kept goes. */
export function keepInboxView(query: string, page: InboxPage, at: number): void {
  const others = keptViews().filter((view) => view.query !== query);
  writeStoredJson(STORAGE_KEYS.adminKeptInbox, [{ query, page, at }, ...others].slice(0, KEPT_VIEWS));
}

/** The view of the inbox last loaded for `query`, if one is kept. */
export function keptInboxView(query: string): { page: InboxPage; at: number } | undefined {
  const view = keptViews().find((kept) => kept.query === query);
  return view && { page: view.page, at: view.at };
}

/** Shows a change made offline in every kept view holding the enquiry, so a reload offline shows it too. */
export function keepChangedEnquiry(enquiry: Enquiry): void {
  const views = keptViews();
  if (!views.some((view) => view.page.items.some((item) => item.id === enquiry.id))) return;
  writeStoredJson(
    STORAGE_KEYS.adminKeptInbox,
    views.map((view) => ({
      ...view,
      page: {
        ...view.page,
        items: view.page.items.map((item) => (item.id === enquiry.id ? enquiry : item)),
      },
    })),
  );
}

const UK_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** What the admin reads above a view kept from an earlier load: "Offline, as of 14:32", UK time. */
export function offlineAsOf(at: number): string {
  return `Offline, as of ${UK_TIME.format(at)}`;
}
