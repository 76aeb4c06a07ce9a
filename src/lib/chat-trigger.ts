/**
 * The AI assistant opens from any element marked as the chat
 * trigger. Every trigger on the site carries this one attribute, so the
 * assistant can take over their clicks wherever they are.
 */
export const CHAT_TRIGGER_ATTRIBUTE = 'data-chat-trigger';

/** Props that mark an element as a chat trigger: `<Link {...chatTriggerProps()} />`. */
export function chatTriggerProps(): { [CHAT_TRIGGER_ATTRIBUTE]: 'true' } {
  return { [CHAT_TRIGGER_ATTRIBUTE]: 'true' };
}

/**
 * On the panel the page shows at a trigger's first press, before the
 * assistant's code has arrived (src/lib/chat-shell.ts); the assistant takes
 * its place once live.
 */
export const CHAT_SHELL_ATTRIBUTE = 'data-chat-shell';

/**
 * Dispatched on the document when the panel opens before the assistant is
 * live, and at each question sent from it: the assistant's moment to wake,
 * or to try again if its code could not come.
 */
export const CHAT_ASSISTANT_WANTED_EVENT = 'chat-assistant-wanted';

/** What the early panel keeps for the assistant: the questions sent from it, and the trigger it opened from. */
export interface ChatShellElement extends HTMLElement {
  held: string[];
  opener: HTMLElement | null;
  /** Leaves the page to the assistant's own panel: takes itself away and gives the page back. */
  handOver(): void;
  /** The assistant's code could not come: the questions waiting are told so, and offered a person instead. */
  failed(): void;
}

/** The early panel, if it is open. */
export function openChatShell(): ChatShellElement | null {
  return document.querySelector<ChatShellElement>(`[${CHAT_SHELL_ATTRIBUTE}]`);
}

/**
 * The window properties the loader and the early panel's script share: the
 * trigger pressed before the panel's script arrived, and the panel's opener.
 */
export const CHAT_SHELL_GLOBALS = { pressed: 'chatPressed', open: 'chatOpen' } as const;
