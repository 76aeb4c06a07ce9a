/**
 * Controls whose press does nothing until their island is live. Links,
 * summaries, labels and native inputs work as served, and are left alone.
 */
const NEEDS_ISLAND =
  'button:not([type="submit"]), [role="button"], [role="tab"], [role="switch"], [role="combobox"], [role="menuitem"], [role="option"]';

/**
 * While an island's code is on its way, keeps the last press on one of its
 * controls instead of letting it do nothing, and presses that control again
 * once the island is live, so one press is enough. A submit button is not
 * kept: its form is a real form, which the browser (or the sender before
 * the app, src/app/forms-before-live.ts) sends as it is.
 */
export function handPressesOnWhileWaking(island: HTMLElement): { live: () => void; failed: () => void } {
  let pressed: HTMLElement | undefined;
  const onClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(NEEDS_ISLAND) : null;
    if (!control || !island.contains(control)) return;
    event.preventDefault();
    event.stopPropagation();
    pressed = control;
  };
  island.addEventListener('click', onClick, true);
  const stop = () => {
    island.removeEventListener('click', onClick, true);
    const control = pressed;
    pressed = undefined;
    return control;
  };
  return {
    live() {
      const control = stop();
      if (control?.isConnected) control.click();
    },
    failed() {
      stop();
    },
  };
}
