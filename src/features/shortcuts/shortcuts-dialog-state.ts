import { proxy } from 'valtio';

/** Whether the keyboard shortcuts dialog is open; '?' and the accessibility panel both open it. */
export const shortcutsDialogState = proxy({ isOpen: false });

export function setShortcutsDialogOpen(isOpen: boolean): void {
  shortcutsDialogState.isOpen = isOpen;
}

export const openShortcutsDialog = () => setShortcutsDialogOpen(true);
