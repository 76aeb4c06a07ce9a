import { AccessibilityPanel } from '@/features/preferences/accessibility-panel';
import { openShortcutsDialog } from '@/features/shortcuts/shortcuts-dialog-state';

/** The header's accessibility panel, whose list of keyboard shortcuts opens the shortcuts dialog. */
export function HeaderPreferences() {
  return <AccessibilityPanel onShowShortcuts={openShortcutsDialog} />;
}
