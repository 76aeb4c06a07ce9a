/** The parts of an event target that say whether the visitor is typing into it. */
export interface TargetLike {
  tagName?: string;
  type?: string;
  isContentEditable?: boolean;
}

// Inputs that take no text: a shortcut pressed on them is still a shortcut.
const NON_TEXT_INPUTS = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

/** Whether keys pressed on this target are text the visitor is typing, so shortcuts stay out of the way. */
export function isTypingTarget(target: TargetLike | null): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  switch (target.tagName?.toUpperCase()) {
    case 'TEXTAREA':
    case 'SELECT':
      return true;
    case 'INPUT':
      return !NON_TEXT_INPUTS.has((target.type ?? 'text').toLowerCase());
    default:
      return false;
  }
}
