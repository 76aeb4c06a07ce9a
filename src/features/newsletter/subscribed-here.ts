import { STORAGE_KEYS } from '@/lib/storage-keys';

const normalise = (email: string) => email.trim().toLowerCase();

function read(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.newsletterSubscribedHere) ?? '[]');
    return Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether this browser itself has already subscribed `email`. */
export function wasSubscribedHere(email: string): boolean {
  return read().includes(normalise(email));
}

/** Remembers that this browser subscribed `email`; only this browser ever hears 'Already subscribed'. */
export function rememberSubscribedHere(email: string): void {
  const addresses = new Set(read()).add(normalise(email));
  try {
    localStorage.setItem(STORAGE_KEYS.newsletterSubscribedHere, JSON.stringify([...addresses]));
  } catch {
    // Storage refused: the server answers a second subscription like the first anyway.
  }
}
