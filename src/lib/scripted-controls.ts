/**
 * On a control that can do nothing without the page's scripts: served
 * disabled, so that without JavaScript it says so rather than ignoring a
 * press, and enabled by the page's first script, after which a press is
 * kept until the control's code is live.
 */
export const NEEDS_SCRIPT_ATTRIBUTE = 'data-needs-script';

export function enableScriptedControls(): void {
  for (const control of document.querySelectorAll(`[${NEEDS_SCRIPT_ATTRIBUTE}][disabled]`)) {
    control.removeAttribute('disabled');
    control.removeAttribute('data-disabled');
  }
}
