import { useMemo, useReducer, type FormEvent } from 'react';
import { focusFirstInvalid } from '@/utils/focus-first-invalid';
import { formReducer, initialFormState, sendForm, type FoundErrors, type SendEnd } from './form-send-state';

export type { FoundErrors, SendEnd } from './form-send-state';

export interface FormSendOptions<V> {
  /** The form's own checks, run when it is sent; an error stops it and shows at its field. */
  check?: (values: V) => FoundErrors;
  /** Told the fields the checks found wrong. */
  onInvalid?: (fields: string[]) => void;
  /** Moves focus to the first wrong field, found by the checks or in the answer. */
  focusErrors?: boolean;
}

/** What a form's fields need of its state: the values, their changes, and whether it is being sent. */
export interface FieldsOf<V> {
  values: V;
  change: <K extends keyof V>(field: K) => (value: V[K]) => void;
  busy: boolean;
}

/** What one field of a form takes from its state: its value, its changes, and read-only while the form is sent. */
export function fieldOf<V, K extends keyof V>(form: FieldsOf<V>, field: K) {
  return { value: form.values[field], onChange: form.change(field), isReadOnly: form.busy };
}

/**
 * The state every site form that sends shares: the values as typed, the
 * reasons at their fields, and whether it is idle, busy, in error or done.
 * The form stays a real `<form method="post">` to its site route (which
 * React's own form actions would replace with a script-only action): its
 * submit handler calls `submit(event, send)`, and `run(send)` sends from a button
 * outside the form's submit. `send` does the work and says how it ended.
 */
export function useFormSend<V extends object>(initial: V, options: FormSendOptions<V> = {}) {
  const [state, dispatch] = useReducer(formReducer<V>, initial, initialFormState<V>);
  const { check, onInvalid, focusErrors = false } = options;

  const focusFirst = (form: HTMLFormElement, fields: string[]) => {
    if (focusErrors) focusFirstInvalid(form, fields);
  };

  // The same functions on every render, so effects and children can depend on them.
  const edits = useMemo(
    () => ({
      /** The handler for one field's changes: keeps the value and clears that field's reason. */
      change:
        <K extends keyof V>(field: K) =>
        (value: V[K]) =>
          dispatch({ type: 'change', field, value }),
      /** Changes values without the visitor (the page's address, an answer), errors as they are. */
      adjust: (update: (values: V) => V) => dispatch({ type: 'adjust', update }),
      /** Puts values and their reasons back, e.g. a message the server refused earlier. */
      restore: (values: V, errors: FoundErrors) => dispatch({ type: 'restore', values, errors }),
    }),
    [],
  );

  return {
    ...state,
    ...edits,
    busy: state.status === 'busy',
    /** The form's submit handler: checks the values, then sends them with `send`. */
    submit: (
      event: FormEvent<HTMLFormElement>,
      send: (values: V, form: HTMLFormElement) => Promise<SendEnd<V>>,
    ) => {
      event.preventDefault();
      const form = event.currentTarget;
      return sendForm(state.values, dispatch, {
        check,
        send: (values) => send(values, form),
        invalid: (fields) => {
          focusFirst(form, fields);
          onInvalid?.(fields);
        },
        refused: (fields) => focusFirst(form, fields),
      });
    },
    /** Sends from a button other than the form's submit, with the same busy state. */
    run: (send: (values: V) => Promise<SendEnd<V>>) => sendForm(state.values, dispatch, { send }),
  };
}
