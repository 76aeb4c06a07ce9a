import { describe, expect, it } from 'vitest';
import type { FORM_STARTED_PROPERTY } from './form-start';
import { formStartScript } from './form-start';
import { FORM_TRAPS } from '@/definitions/form-traps';

interface Control {
  type: string;
  value: string;
  defaultValue: string;
}

interface StandInForm {
  [FORM_STARTED_PROPERTY]?: number;
  elements: Control[] & Record<string, Control | undefined>;
  contains: (element: unknown) => boolean;
}

function standInForm(names: string[], typed: Record<string, string> = {}): StandInForm {
  const controls = names.map((name) => ({
    type: name === 'form_fill_ms' ? 'hidden' : 'text',
    value: typed[name] ?? '',
    defaultValue: '',
  }));
  const elements = Object.assign(
    [...controls],
    Object.fromEntries(names.map((name, i) => [name, controls[i]])),
  );
  return { elements, contains: (element) => controls.includes(element as Control) };
}

interface Page {
  /** The forms on the page when the script runs. */
  forms?: StandInForm[];
  activeElement?: unknown;
  /** When the page's first input was, as Event Timing keeps it; none: the browser has no Event Timing. */
  firstInput?: number;
  now?: number;
}

/** Runs the loader's form script on a stand-in page whose clock the test sets. */
function runScript(page: Page = {}) {
  const listeners: Record<string, (event: { target: unknown }) => void> = {};
  const clock = { now: page.now ?? 0 };
  const addEventListener = (type: string, listener: (event: { target: unknown }) => void) =>
    (listeners[type] = listener);
  const performance = {
    now: () => clock.now,
    getEntriesByType: (type: string) =>
      type === 'first-input' && page.firstInput !== undefined ? [{ startTime: page.firstInput }] : [],
  };
  const document = { forms: page.forms ?? [], activeElement: page.activeElement };
  // The script as the page runs it, with the page's globals it uses standing in.
  new Function('addEventListener', 'performance', 'document', formStartScript(FORM_TRAPS.fillTime))(
    addEventListener,
    performance,
    document,
  );
  const on = (type: string, form: StandInForm | undefined) =>
    listeners[type]?.({ target: type === 'submit' ? form : { form } });
  return { clock, on };
}

describe("the loader's script for forms", () => {
  it('times a form from its first touch to its sending', () => {
    const page = runScript();
    const form = standInForm(['form_fill_ms']);
    page.clock.now = 1_000;
    page.on('focusin', form);
    page.clock.now = 2_500;
    page.on('input', form);
    page.clock.now = 5_250;
    page.on('submit', form);
    // A real input keeps it as text.
    expect(String(form.elements.form_fill_ms?.value)).toBe('4250');
  });

  it('times a form filled in without focus (a browser’s autofill) from its first input', () => {
    const page = runScript();
    const form = standInForm(['form_fill_ms']);
    page.clock.now = 700;
    page.on('input', form);
    page.clock.now = 4_700;
    page.on('submit', form);
    expect(String(form.elements.form_fill_ms?.value)).toBe('4000');
  });

  it.each([
    ['typed into', { typed: { name: 'Ada' } }],
    ['still focused', { focused: true }],
  ])('times a form %s before it ran from the page’s first input', (_case, before) => {
    const form = standInForm(['name', 'form_fill_ms'], 'typed' in before ? before.typed : {});
    const other = standInForm(['q', 'form_fill_ms']);
    const page = runScript({
      forms: [form, other],
      activeElement: 'focused' in before ? form.elements[0] : undefined,
      firstInput: 350,
      now: 1_200,
    });
    page.clock.now = 4_350;
    page.on('submit', form);
    page.on('submit', other);
    expect(String(form.elements.form_fill_ms?.value)).toBe('4000');
    expect(other.elements.form_fill_ms?.value).toBe('');
  });

  it('times such a form from when it ran, in a browser that keeps no first input', () => {
    const form = standInForm(['name', 'form_fill_ms'], { name: 'Ada' });
    const page = runScript({ forms: [form], now: 1_200 });
    page.clock.now = 4_200;
    page.on('submit', form);
    expect(String(form.elements.form_fill_ms?.value)).toBe('3000');
  });

  it('leaves alone a form without a fill time, one never touched, and focus outside any form', () => {
    const page = runScript();
    const search = standInForm(['q']);
    const untouched = standInForm(['form_fill_ms']);
    page.on('focusin', search);
    page.on('focusin', undefined);
    page.on('submit', search);
    page.on('submit', untouched);
    expect(search.elements.q?.value).toBe('');
    expect(untouched.elements.form_fill_ms?.value).toBe('');
  });
});
