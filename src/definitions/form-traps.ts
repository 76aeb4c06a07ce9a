/**
 * The form fields that are no record's: the honeypot, which only a program
 * fills in, and the time the visitor took to fill the form in.
 */
export const FORM_TRAPS = { honeypot: 'website', fillTime: 'form_fill_ms' } as const;
