import { EARLY_CLICK_PROPERTY } from '@/lib/early-use';

/**
 * Controls whose click does nothing without the app. Links, summaries,
 * labels and native inputs work as they are, and are left alone.
 */
const NEEDS_APP =
  'button, [role="button"], [role="tab"], [role="switch"], [role="combobox"], [role="menuitem"], [role="option"], input[type="submit"], input[type="button"]';

type EarlyClicks = Window & { [EARLY_CLICK_PROPERTY]?: unknown };

/**
 * Takes the last element clicked before the app was asked for, as the head's
 * script keeps it (src/server/entry-after-paint-plugin.ts): a control that
 * needs the app, or nothing.
 */
function takeEarlyClick(): HTMLElement | undefined {
  const clicked = (window as EarlyClicks)[EARLY_CLICK_PROPERTY];
  (window as EarlyClicks)[EARLY_CLICK_PROPERTY] = undefined;
  return (clicked instanceof Element && clicked.closest<HTMLElement>(NEEDS_APP)) || undefined;
}

/**
 * Holds the click on a control that is waiting for the app, so that the
 * app does what it was pressed for once live, rather than nothing.
 * A click on such a control made before any of the app's code had arrived
 * did nothing, and is held as well. Once the app is live, `replay` clicks
 * the last held control again; when the app could not start, `release`
 * sends a held form as the page does before the app is live (through the
 * outbox, src/app/forms-before-live.ts, or posted by the browser to the
 * site: every site form is a real form), and forgets any other
 * press. Either stops the holding.
 */
export function holdEarlyClicks(): { replay: () => void; release: () => void } {
  let held = takeEarlyClick();
  const onClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(NEEDS_APP) : null;
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = control;
  };
  document.addEventListener('click', onClick, true);
  const stop = () => {
    document.removeEventListener('click', onClick, true);
    // The head's script saw the held clicks too.
    (window as EarlyClicks)[EARLY_CLICK_PROPERTY] = undefined;
    const control = held;
    held = undefined;
    return control;
  };
  return {
    replay() {
      const control = stop();
      if (control?.isConnected) control.click();
    },
    release() {
      const control = stop();
      if (!control?.isConnected) return;
      const form = control instanceof HTMLButtonElement && control.type === 'submit' ? control.form : null;
      if (form?.hasAttribute('action')) form.requestSubmit(control);
    },
  };
}
