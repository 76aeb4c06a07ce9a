import { STORAGE_KEYS } from '@/lib/storage-keys';
import { readStoredJson, writeStoredJson } from '@/lib/safe-storage';

/**
 * An address this browser subscribed: the record id it first sent (which a
 * confirmation link names) and whether that link was confirmed here.
 */
interface SentHere {
  email: string;
  id?: string;
  confirmed?: boolean;
}

/** What this browser knows of an address: nothing, sent but not confirmed here, or confirmed here. */
export type SubscriptionHere = 'none' | 'unconfirmed' | 'confirmed';

const normalise = (email: string) => email.trim().toLowerCase();

function isSentHere(item: unknown): item is SentHere {
  return typeof item === 'object' && item !== null && typeof (item as SentHere).email === 'string';
}

function read(): SentHere[] {
  const stored = readStoredJson(STORAGE_KEYS.newsletterSubscribedHere);
  if (!Array.isArray(stored)) return [];
  // Earlier visits kept the bare address: sent, and nothing known of its confirmation.
  return stored.flatMap((item) =>
    typeof item === 'string' ? [{ email: item }] : isSentHere(item) ? [item] : [],
  );
}

// Refused, the server answers a second subscription like the first anyway.
const write = (entries: SentHere[]) => writeStoredJson(STORAGE_KEYS.newsletterSubscribedHere, entries);

/** Whether this browser subscribed `email`, and whether it confirmed it here. */
export function subscriptionHere(email: string): SubscriptionHere {
  const entry = read().find((sent) => sent.email === normalise(email));
  if (!entry) return 'none';
  return entry.confirmed ? 'confirmed' : 'unconfirmed';
}

/** Remembers that this browser subscribed `email` with record `id`, keeping the first id sent. */
export function rememberSubscribedHere(email: string, id: string): void {
  const entries = read();
  const known = entries.find((sent) => sent.email === normalise(email));
  if (known) known.id ??= id;
  else entries.push({ email: normalise(email), id });
  write(entries);
}

/** Remembers that the subscription with record `id` was confirmed in this browser. */
export function rememberConfirmedHere(id: string): void {
  const entries = read();
  const confirmed = entries.find((sent) => sent.id === id);
  if (!confirmed) return;
  confirmed.confirmed = true;
  write(entries);
}
