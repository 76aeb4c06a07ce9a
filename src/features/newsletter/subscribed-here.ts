import { STORAGE_KEYS } from '@/lib/storage-keys';
import { readStoredJson, writeStoredJson } from '@/lib/safe-storage';

const normalise = (email: string) => email.trim().toLowerCase();

function read(): string[] {
  const stored = readStoredJson(STORAGE_KEYS.newsletterSubscribedHere);
  return Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string') : [];
}

/** Whether this browser itself has already subscribed `email`. */
export function wasSubscribedHere(email: string): boolean {
  return read().includes(normalise(email));
}

/** Remembers that this browser subscribed `email`; only this browser ever hears 'Already subscribed'. */
export function rememberSubscribedHere(email: string): void {
  const addresses = new Set(read()).add(normalise(email));
  // Refused, the server answers a second subscription like the first anyway.
  writeStoredJson(STORAGE_KEYS.newsletterSubscribedHere, [...addresses]);
}
