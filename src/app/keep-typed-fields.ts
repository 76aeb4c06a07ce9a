type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const TEXT_LIKE = /^(text|email|tel|url|search|number|password|date|time|month|week|datetime-local)$/;

function changedValue(field: Field): string | undefined {
  if (field instanceof HTMLSelectElement) {
    const chosen = field.selectedOptions[0];
    return chosen && !chosen.defaultSelected ? field.value : undefined;
  }
  if (field instanceof HTMLInputElement && !TEXT_LIKE.test(field.type)) return undefined;
  return field.value !== field.defaultValue ? field.value : undefined;
}

/** Sets a field's value as typing does, so React's onChange hears it. */
function type(field: Field, value: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Notes what the visitor typed into the page's fields before the app was
 * live, which hydrating sets back to the app's own (empty) state, and
 * returns the function that types it in again once the app is live.
 * Checkboxes and radios are the browser's to keep: hydration leaves them.
 */
export function keepTypedFields(root: HTMLElement): () => void {
  const typed = [...root.querySelectorAll<Field>('input, textarea, select')].flatMap((field) => {
    const value = changedValue(field);
    return value === undefined ? [] : [{ field, value }];
  });
  return () => {
    for (const { field, value } of typed) if (field.isConnected && field.value !== value) type(field, value);
  };
}
