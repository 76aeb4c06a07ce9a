import { useCallback } from 'react';
import { FORM_STARTED_PROPERTY, markFormLive } from '@/lib/form-start';
import { FORM_TRAPS } from '@/definitions/form-traps';
import * as styles from './form-traps.css';

/**
 * What a form sends with its values for the server's spam checks
 * (pb_hooks/lib/form-guard.js), under the contract's names: the honeypot's
 * value, empty unless a program filled it in, and the milliseconds from
 * first touching the form to sending it, measured when sent.
 */
export type FormTraps = Readonly<Record<string, string | number>>;

type TimedForm = HTMLFormElement & { [FORM_STARTED_PROPERTY]?: number };

/**
 * The fields a form posts besides what the visitor types, so that it also
 * works as a plain HTML form: the honeypot (an input only programs fill in:
 * off-screen, out of the tab order, inert and hidden from assistive
 * technology, with autofill off), the fill time the head's script writes
 * (src/lib/form-start.ts), and
 * where the form says what became of a message sent before the app was
 * live (src/app/send-posted-form.ts). That text is written outside React,
 * so hydrating leaves it as it is.
 */
export function PostedFormFields() {
  return (
    <>
      <div aria-hidden="true" inert className={styles.honeypot}>
        <label>
          Website
          <input type="text" name={FORM_TRAPS.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <input type="hidden" name={FORM_TRAPS.fillTime} defaultValue="" />
      <p role="status" className={styles.notice} suppressHydrationWarning>
        {''}
      </p>
    </>
  );
}

/**
 * Times the form from the visitor's first focus or keystroke in it, on the
 * clock the head's script started if the visitor touched it before the app
 * was live. `attachTo` is the form's ref; `readTraps` gives what to send
 * with it.
 */
export function useFormTraps() {
  const attachTo = useCallback((form: TimedForm | null) => {
    if (!form) return;
    const start = () => {
      form[FORM_STARTED_PROPERTY] ??= performance.now();
    };
    form.addEventListener('focusin', start);
    form.addEventListener('input', start);
    const unmark = markFormLive(form);
    return () => {
      unmark?.();
      form.removeEventListener('focusin', start);
      form.removeEventListener('input', start);
    };
  }, []);

  const readTraps = useCallback((form: TimedForm): FormTraps => {
    const honeypot = new FormData(form).get(FORM_TRAPS.honeypot);
    const startedAt = form[FORM_STARTED_PROPERTY];
    return {
      [FORM_TRAPS.honeypot]: typeof honeypot === 'string' ? honeypot : '',
      [FORM_TRAPS.fillTime]: startedAt === undefined ? 0 : Math.round(performance.now() - startedAt),
    };
  }, []);

  return { attachTo, readTraps };
}

/** Whether the server refused a form for being sent faster than a person fills it in. */
export const wasSentTooQuickly = (fields: Record<string, string>) => FORM_TRAPS.fillTime in fields;
