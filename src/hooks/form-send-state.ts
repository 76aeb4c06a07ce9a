/** Messages shown at their fields, by the field's name. */
export type FieldErrors = Record<string, string>;

/** Reasons as checks and answers give them: a field without a problem may be there, undefined. */
export type FoundErrors = Partial<FieldErrors>;

/**
 * idle: nothing sent yet. busy: being sent, the fields read-only. error:
 * checked or answered with a problem, the values kept as typed and any
 * reasons at their fields. done: sent (or kept to send later).
 */
export type FormStatus = 'idle' | 'busy' | 'error' | 'done';

export interface FormState<V> {
  status: FormStatus;
  values: V;
  errors: FieldErrors;
}

/**
 * How a send ended, as the form's own send says: done (the fields then hold
 * `values`, or stay as they are), or not (the values kept, `errors` at their fields).
 */
export type SendEnd<V> = { done: true; values?: V } | { done: false; errors?: FoundErrors };

export type FormAction<V> =
  | { type: 'change'; field: keyof V; value: V[keyof V] }
  | { type: 'adjust'; update: (values: V) => V }
  | { type: 'restore'; values: V; errors: FoundErrors }
  | { type: 'refuse'; errors: FoundErrors }
  | { type: 'send' }
  | { type: 'end'; end: SendEnd<V> };

export const initialFormState = <V>(values: V): FormState<V> => ({ status: 'idle', values, errors: {} });

/** Only the fields that have a message. */
const withMessages = (errors: FoundErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => Boolean(entry[1])));

export function formReducer<V>(state: FormState<V>, action: FormAction<V>): FormState<V> {
  switch (action.type) {
    case 'change': {
      // What the visitor corrects stops being wrong at once; the other fields keep their reasons.
      const { [action.field as string]: _corrected, ...errors } = state.errors;
      return { ...state, values: { ...state.values, [action.field]: action.value }, errors };
    }
    case 'adjust':
      return { ...state, values: action.update(state.values) };
    case 'restore':
      return { status: 'error', values: action.values, errors: withMessages(action.errors) };
    case 'refuse':
      return { ...state, status: 'error', errors: withMessages(action.errors) };
    case 'send':
      return { ...state, status: 'busy', errors: {} };
    case 'end':
      return action.end.done
        ? { status: 'done', values: action.end.values ?? state.values, errors: {} }
        : { ...state, status: 'error', errors: withMessages(action.end.errors ?? {}) };
  }
}

export interface SendSteps<V> {
  /** The form's own checks before anything is sent; an error stops it there. */
  check?: ((values: V) => FoundErrors) | undefined;
  send: (values: V) => Promise<SendEnd<V>>;
  /** Told the fields the checks found wrong, when they stop the send. */
  invalid?: ((fields: string[]) => void) | undefined;
  /** Told the fields the answer found wrong. */
  refused?: ((fields: string[]) => void) | undefined;
}

/**
 * Checks `values`, then sends them: busy for as long as the send takes, and
 * never left busy, even when the send throws (the values stay, for another try).
 */
export async function sendForm<V>(
  values: V,
  dispatch: (action: FormAction<V>) => void,
  { check, send, invalid, refused }: SendSteps<V>,
): Promise<void> {
  const found = withMessages(check?.(values) ?? {});
  if (Object.keys(found).length > 0) {
    dispatch({ type: 'refuse', errors: found });
    invalid?.(Object.keys(found));
    return;
  }
  dispatch({ type: 'send' });
  let end: SendEnd<V> = { done: false };
  try {
    end = await send(values);
  } finally {
    dispatch({ type: 'end', end });
  }
  const wrong = end.done ? [] : Object.keys(withMessages(end.errors ?? {}));
  if (wrong.length > 0) refused?.(wrong);
}
