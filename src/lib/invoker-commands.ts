declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a merged declaration repeats React's own parameter.
  interface ButtonHTMLAttributes<T> {
    /** What the button does to the element `commandfor` names, with no script (HTML invoker commands). */
    command?: 'show-modal' | 'close' | 'request-close';
    commandfor?: string;
  }
}

/**
 * Whether this browser carries out a button's `command` itself. Where it
 * does, such a button works as served, before its island is live.
 */
export function commandsAreNative(): boolean {
  return typeof HTMLButtonElement !== 'undefined' && 'commandForElement' in HTMLButtonElement.prototype;
}
