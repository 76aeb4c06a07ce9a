import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { ChatShellElement } from '@/lib/chat-trigger';

/**
 * Takes the place of the panel the page showed before the assistant was
 * live (src/lib/chat-shell.ts), in the commit that first shows the
 * assistant's own, before the browser paints: the early panel goes, the
 * questions sent from it are asked in turn, and the text being typed in it
 * becomes the question, the caret where it was. Read then, not as the panel
 * first renders: the assistant's code may take a while between the two, and
 * the visitor types on.
 */
export function useShellTakeover(
  shell: ChatShellElement | null,
  form: RefObject<HTMLFormElement | null>,
  takeOver: (held: readonly string[], typing: string) => void,
): void {
  const taken = useRef(false);
  useLayoutEffect(() => {
    if (!shell || taken.current) return;
    taken.current = true;
    const early = shell.querySelector('input');
    const typing = early !== null && early === document.activeElement;
    const caret = [early?.selectionStart ?? null, early?.selectionEnd ?? null] as const;
    shell.handOver();
    takeOver(shell.held, early?.value ?? '');
    const field = form.current?.querySelector('input');
    if (!typing || !field) return;
    field.focus();
    // After React has rendered the text just handed over, which would otherwise leave the caret at its end.
    queueMicrotask(() => {
      if (caret[0] !== null && caret[1] !== null) field.setSelectionRange(caret[0], caret[1]);
    });
  }, [shell, form, takeOver]);
}

/**
 * Once the panel that took over closes, focus goes back to the trigger the
 * visitor pressed: the dialog's own return of focus aims at the early panel's
 * field, which is gone. It comes after that return, and only if nothing took focus.
 */
export function returnFocusTo(opener: HTMLElement | null): void {
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      if (document.activeElement === document.body || document.activeElement === null) opener?.focus();
    }),
  );
}
