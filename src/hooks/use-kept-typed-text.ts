import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Makes the text a visitor typed into a prerendered field before the page's
 * code was live the field's state once it is. Hydrating leaves that text in
 * the field but not in the state, and the field's next render would set it
 * back to the state's. This runs once, in the commit that hydrates the
 * field, before any other render can, so every character typed until then,
 * during hydration too, is kept; a field rendered in the browser holds its
 * state's text and is left alone.
 */
export function useKeptTypedText(
  field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  text: string | undefined,
  keep: ((typed: string) => void) | undefined,
): void {
  const first = useRef({ text, keep });
  useLayoutEffect(() => {
    const typed = field.current?.value;
    const { text: rendered, keep: adopt } = first.current;
    if (typed !== undefined && typed !== (rendered ?? '')) adopt?.(typed);
  }, [field]);
}
