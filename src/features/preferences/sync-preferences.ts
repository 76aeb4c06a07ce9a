import { STORAGE_KEYS } from '@/lib/storage-keys';
import { followSystemSettings, loadSavedPreferences } from './preferences-store';

/**
 * Loads the saved preferences, and follows changes made in other tabs, so
 * every open page shows the same theme, and changes of the system's dark
 * mode or contrast setting.
 */
export function syncPreferences(): void {
  loadSavedPreferences();
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.preferences || event.key === null) loadSavedPreferences();
  });
  followSystemSettings();
}
