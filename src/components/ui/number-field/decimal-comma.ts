/**
 * Reads a lone comma as a decimal point ('2,5' → '2.5'), for a field whose
 * numbers are never large enough to need a thousands separator, such as a
 * percentage: en-GB would read '2,5' as 25, and a visitor who writes a
 * decimal comma means 2.5. Text with a point, or more than one comma, is left as typed.
 */
export function withDecimalPoint(text: string): string {
  const commas = text.split(',').length - 1;
  return commas === 1 && !text.includes('.') ? text.replace(',', '.') : text;
}
