import { describe, expect, it, vi } from 'vitest';
import {
  formReducer,
  initialFormState,
  sendForm,
  type FoundErrors,
  type FormAction,
  type FormState,
  type SendEnd,
} from './form-send-state';

interface Values {
  email: string;
  message: string;
}

const TYPED: Values = { email: 'ana@example.com', message: 'Hello there, team' };

/** A form's state as useReducer keeps it: every action applied in turn, each state seen kept. */
function formUnderTest(values: Values) {
  let state: FormState<Values> = initialFormState(values);
  const seen: FormState<Values>[] = [state];
  const dispatch = (action: FormAction<Values>) => {
    state = formReducer(state, action);
    seen.push(state);
  };
  return { dispatch, seen, current: () => state };
}

/** A send that waits until the test lets it end, so its busy state can be seen. */
function heldSend(end: SendEnd<Values>) {
  let finish: () => void = () => {};
  const send = vi.fn(
    (_values: Values) => new Promise<SendEnd<Values>>((resolve) => (finish = () => resolve(end))),
  );
  return { send, finish: () => finish() };
}

describe('a form that sends', () => {
  it('starts idle with its values and no errors', () => {
    expect(initialFormState(TYPED)).toEqual({ status: 'idle', values: TYPED, errors: {} });
  });

  it('is busy while it sends, then done with the values the send leaves', async () => {
    const form = formUnderTest(TYPED);
    const { send, finish } = heldSend({ done: true, values: { email: '', message: '' } });
    const sending = sendForm(form.current().values, form.dispatch, { send });
    expect(form.current().status).toBe('busy');
    expect(send).toHaveBeenCalledWith(TYPED);
    finish();
    await sending;
    expect(form.current()).toEqual({ status: 'done', values: { email: '', message: '' }, errors: {} });
  });

  it('keeps the values as typed when done without new ones', async () => {
    const form = formUnderTest(TYPED);
    await sendForm(TYPED, form.dispatch, { send: () => Promise.resolve({ done: true }) });
    expect(form.current()).toEqual({ status: 'done', values: TYPED, errors: {} });
  });

  it('stops at its own checks: in error, values kept, never busy, nothing sent', async () => {
    const form = formUnderTest({ email: 'ana@', message: 'Hi' });
    const send = vi.fn(() => Promise.resolve<SendEnd<Values>>({ done: true }));
    const invalid = vi.fn();
    const check = (): FoundErrors => ({ email: 'Please enter a valid email address', message: undefined });
    await sendForm(form.current().values, form.dispatch, { check, send, invalid });
    expect(send).not.toHaveBeenCalled();
    expect(invalid).toHaveBeenCalledWith(['email']);
    expect(form.seen.map((state) => state.status)).toEqual(['idle', 'error']);
    expect(form.current().values).toEqual({ email: 'ana@', message: 'Hi' });
    expect(form.current().errors).toEqual({
      email: 'Please enter a valid email address',
      message: undefined,
    });
  });

  it('sends when its checks find nothing, clearing the reasons shown before', async () => {
    const form = formUnderTest(TYPED);
    form.dispatch({ type: 'refuse', errors: { email: 'Email is required' } });
    await sendForm(TYPED, form.dispatch, { check: () => ({}), send: () => Promise.resolve({ done: true }) });
    expect(form.seen.map((state) => state.status)).toEqual(['idle', 'error', 'busy', 'done']);
    expect(form.seen[2]?.errors).toEqual({});
  });

  it('keeps the values with the answer’s reasons at their fields when refused', async () => {
    const form = formUnderTest(TYPED);
    const refused = vi.fn();
    await sendForm(TYPED, form.dispatch, {
      send: () => Promise.resolve({ done: false, errors: { message: 'Too short' } }),
      refused,
    });
    expect(form.current()).toEqual({ status: 'error', values: TYPED, errors: { message: 'Too short' } });
    expect(refused).toHaveBeenCalledWith(['message']);
  });

  it('keeps the values, with no reasons, when it fails without any', async () => {
    const form = formUnderTest(TYPED);
    const refused = vi.fn();
    await sendForm(TYPED, form.dispatch, { send: () => Promise.resolve({ done: false }), refused });
    expect(form.current()).toEqual({ status: 'error', values: TYPED, errors: {} });
    expect(refused).not.toHaveBeenCalled();
  });

  it('is never left busy by a send that throws', async () => {
    const form = formUnderTest(TYPED);
    const broken = () => Promise.reject(new Error('offline'));
    await expect(sendForm(TYPED, form.dispatch, { send: broken })).rejects.toThrow('offline');
    expect(form.current()).toEqual({ status: 'error', values: TYPED, errors: {} });
  });

  it('clears only the reason of the field being corrected', () => {
    const form = formUnderTest(TYPED);
    form.dispatch({ type: 'refuse', errors: { email: 'Email is required', message: 'Too short' } });
    form.dispatch({ type: 'change', field: 'email', value: 'bo@example.com' });
    expect(form.current()).toEqual({
      status: 'error',
      values: { ...TYPED, email: 'bo@example.com' },
      errors: { message: 'Too short' },
    });
  });

  it('takes back refused values with their reasons, and adjusts values without touching reasons', () => {
    const form = formUnderTest({ email: '', message: '' });
    form.dispatch({ type: 'restore', values: TYPED, errors: { email: 'Taken' } });
    expect(form.current()).toEqual({ status: 'error', values: TYPED, errors: { email: 'Taken' } });
    form.dispatch({ type: 'adjust', update: (values) => ({ ...values, message: 'New opening' }) });
    expect(form.current()).toEqual({
      status: 'error',
      values: { ...TYPED, message: 'New opening' },
      errors: { email: 'Taken' },
    });
  });
});
