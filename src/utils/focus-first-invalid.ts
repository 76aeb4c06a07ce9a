/**
 * Moves focus to the first of a form's fields, in document order, whose name
 * is in `names`: after an invalid submit the visitor lands on what to fix,
 * and a screen reader reads its error, instead of staying on the button.
 */
export function focusFirstInvalid(form: HTMLFormElement, names: readonly string[]): void {
  const wanted = new Set(names);
  const field = Array.from(form.elements).find(
    (element): element is HTMLElement =>
      element instanceof HTMLElement && wanted.has(element.getAttribute('name') ?? ''),
  );
  field?.focus();
}
