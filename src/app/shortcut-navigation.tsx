import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { navigateShortcutsWith } from '@/features/shortcuts/listen-for-shortcuts';

/** While the app is live, a keyboard shortcut moves within it, as its links do, and focus follows. */
export function ShortcutNavigation() {
  const [, navigate] = useLocation();
  useEffect(() => navigateShortcutsWith(navigate), [navigate]);
  return null;
}
