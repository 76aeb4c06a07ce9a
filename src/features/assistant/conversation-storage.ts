import { STORAGE_KEYS } from '@/lib/storage-keys';
import type { Turn } from './compose-answer';

/** The conversation so far, for this tab's session only (never sent anywhere). */
export function loadConversation(): Turn[] {
  try {
    const saved = sessionStorage.getItem(STORAGE_KEYS.assistantConversation);
    const turns: unknown = saved ? JSON.parse(saved) : [];
    return Array.isArray(turns) ? (turns as Turn[]) : [];
  } catch {
    // Storage refused or the saved text is damaged: start afresh.
    return [];
  }
}

export function saveConversation(turns: Turn[]): void {
  try {
    sessionStorage.setItem(STORAGE_KEYS.assistantConversation, JSON.stringify(turns));
  } catch {
    // Storage refused (private mode, quota): the conversation lasts until the page closes.
  }
}
