/**
 * Controls whose click does nothing without the app. Links, summaries,
 * labels and native inputs work as they are, and are left alone.
 */
const NEEDS_APP =
  'button, [role="button"], [role="tab"], [role="switch"], [role="combobox"], [role="menuitem"], [role="option"], input[type="submit"], input[type="button"]';

/**
 * Holds the click on a control that is waiting for the app, so it neither
 * does nothing nor submits a form the old way (its fields in the address).
 * Once the app is live, `replay` clicks the last held control again; when
 * the app could not start, `drop` forgets it. Either stops the holding.
 */
export function holdEarlyClicks(): { replay: () => void; drop: () => void } {
  let held: HTMLElement | undefined;
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
    const control = held;
    held = undefined;
    return control;
  };
  return {
    replay() {
      const control = stop();
      if (control?.isConnected) control.click();
    },
    drop() {
      stop();
    },
  };
}
