import { useCallback, useRef } from 'react';
import * as styles from './form-traps.css';

/** The honeypot's name, which the server checks (pb_hooks/lib/form-guard.js). */
const HONEYPOT_NAME = 'website';

/** What a form sends with its values for the server's spam checks (pb_hooks/lib/form-guard.js). */
export interface FormTraps {
  /** The honeypot's value: empty unless a program filled it in. */
  website: string;
  /** Milliseconds from first touching the form to sending it, measured when sent. */
  form_fill_ms: number;
}

/**
 * An input only programs fill in: off-screen, out of the tab order, inert and
 * hidden from assistive technology, with autofill off.
 */
export function HoneypotField() {
  return (
    <div aria-hidden="true" inert className={styles.honeypot}>
      <label>
        Website
        <input type="text" name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/**
 * Times the form from the visitor's first focus or keystroke in it.
 * `attachTo` is the form's ref; `readTraps` gives what to send with it.
 */
export function useFormTraps() {
  const startedAt = useRef<number | null>(null);

  const attachTo = useCallback((form: HTMLFormElement | null) => {
    if (!form) return;
    const start = () => {
      startedAt.current ??= performance.now();
    };
    form.addEventListener('focusin', start);
    form.addEventListener('input', start);
    return () => {
      form.removeEventListener('focusin', start);
      form.removeEventListener('input', start);
    };
  }, []);

  const readTraps = useCallback((form: HTMLFormElement): FormTraps => {
    const honeypot = new FormData(form).get(HONEYPOT_NAME);
    return {
      website: typeof honeypot === 'string' ? honeypot : '',
      form_fill_ms: startedAt.current === null ? 0 : Math.round(performance.now() - startedAt.current),
    };
  }, []);

  return { attachTo, readTraps };
}

/** Whether the server refused a form for being sent faster than a person fills it in. */
export const wasSentTooQuickly = (fields: Record<string, string>) => 'form_fill_ms' in fields;
