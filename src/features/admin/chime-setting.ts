import { STORAGE_KEYS } from '@/lib/storage-keys';
import { readStored, writeStored } from '@/lib/safe-storage';

/** Whether a new enquiry plays the chime on this device (on unless the admin turned it off). */
export function isChimeOn(): boolean {
  return readStored(STORAGE_KEYS.adminChimeOff) !== 'true';
}

/** Turns the chime on or off on this device. */
export function setChimeOn(on: boolean): void {
  writeStored(STORAGE_KEYS.adminChimeOff, on ? null : 'true');
}
