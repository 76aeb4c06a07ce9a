import { STORAGE_KEYS } from '@/lib/storage-keys';
import type { Turn } from './compose-answer';
import { readStoredJson, writeStoredJson } from '@/lib/safe-storage';

/** The conversation so far, for this tab's session only (never sent anywhere). */
export function loadConversation(): Turn[] {
  // Nothing kept, storage refused or the saved text damaged: start afresh.
  const turns = readStoredJson(STORAGE_KEYS.assistantConversation, 'session');
  return Array.isArray(turns) ? (turns as Turn[]) : [];
}

/** Refused (private mode, quota), the conversation lasts until the page closes. */
export function saveConversation(turns: Turn[]): void {
  writeStoredJson(STORAGE_KEYS.assistantConversation, turns, 'session');
}
