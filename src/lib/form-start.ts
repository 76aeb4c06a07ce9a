/**
 * What a site form posts besides its fields, shared by the head's inline
 * script (which runs from the first paint) and the forms' own code (which
 * runs once the app is live): both time the form from the same moment.
 */

/** The property of a <form> that keeps when the visitor first touched it (performance.now()). */
export const FORM_STARTED_PROPERTY = 't0';

/**
 * The loader's part for forms, as source (src/tools/entry-after-paint-plugin.ts):
 * the visitor's first focus or keystroke in a form starts its clock, and
 * sending it writes the fill time into its `fillTimeField` (the name the
 * contract gives it, src/lib/pocketbase/record-fields.ts). The loader
 * arrives just after the first paint, long before the app; a form touched
 * before it ran is timed from the page's first input, which the browser
 * keeps (Event Timing), or from now where it does not. So a form
 * typed into at once, and sent by the browser itself or by the app once
 * live, is judged by how long the visitor took, not by how long the app has
 * been awake. Every page fetches it, so it is written small.
 */
export function formStartScript(fillTimeField: string): string {
  const started = `f.${FORM_STARTED_PROPERTY}`;
  return (
    `(function(){var p=performance;function s(e){var f=e.target.form;f&&${started}==null&&(${started}=p.now())}` +
    `var i=p.getEntriesByType&&p.getEntriesByType('first-input')[0],t0=i?i.startTime:p.now();` +
    `[].forEach.call(document.forms,function(f){var used=f.contains(document.activeElement)||` +
    `[].some.call(f.elements,function(c){return c.type!='hidden'&&c.value!=c.defaultValue});used&&(${started}=t0)});` +
    `addEventListener('focusin',s,!0);addEventListener('input',s,!0);` +
    `addEventListener('submit',function(e){var f=e.target,t=f.elements.${fillTimeField};` +
    `t&&${started}!=null&&(t.value=Math.round(p.now()-${started}))},!0)})()`
  );
}

/**
 * On a site form whose own code is live and sends it (its component has
 * mounted or hydrated), wherever it is on the page: in an island, the app,
 * or a dialog laid over the page outside either.
 */
export const FORM_LIVE_ATTRIBUTE = 'data-form-live';

/** A form's ref once its own code sends it: marks it live while it is mounted. */
export function markFormLive(form: HTMLFormElement | null): (() => void) | undefined {
  if (!form) return;
  form.setAttribute(FORM_LIVE_ATTRIBUTE, '');
  return () => form.removeAttribute(FORM_LIVE_ATTRIBUTE);
}

/** On <html> of a page the site sent back with a form's errors and the visitor's values in it. */
export const FORM_ANSWER_ATTRIBUTE = 'data-form-answer';
