import { useEffect } from 'react';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { followSystemSettings, loadSavedPreferences } from './preferences-store';

/**
 * Loads the saved preferences once the page is live, and follows changes
 * made in other tabs, so every open page shows the same theme, and changes
 * of the system's dark mode or contrast setting.
 */
export function PreferencesSync() {
  useEffect(() => {
    loadSavedPreferences();
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.preferences || event.key === null) loadSavedPreferences();
    };
    window.addEventListener('storage', onStorage);
    const stopFollowing = followSystemSettings();
    return () => {
      window.removeEventListener('storage', onStorage);
      stopFollowing();
    };
  }, []);
  return null;
}
