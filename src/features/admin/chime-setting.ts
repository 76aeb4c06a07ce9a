import { STORAGE_KEYS } from '@/lib/storage-keys';

/** Whether a new enquiry plays the chime on this device (on unless the admin turned it off). */
export function isChimeOn(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.adminChimeOff) !== 'true';
  } catch {
    return true;
  }
}

/** Turns the chime on or off on this device. */
export function setChimeOn(on: boolean): void {
  try {
    if (on) localStorage.removeItem(STORAGE_KEYS.adminChimeOff);
    else localStorage.setItem(STORAGE_KEYS.adminChimeOff, 'true');
  } catch {
    // Storage blocked: the choice lasts as long as the page.
  }
}
