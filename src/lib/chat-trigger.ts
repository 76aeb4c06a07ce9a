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
