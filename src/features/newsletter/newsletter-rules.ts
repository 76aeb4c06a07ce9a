/** An address must look like name@domain.tld; the same check as the enquiry form's. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The site's own message for an address a subscribe form cannot take, or undefined when it is fine. */
export function emailError(email: string): string | undefined {
  const trimmed = email.trim();
  if (!trimmed) return 'Email is required';
  if (!EMAIL_PATTERN.test(trimmed)) return 'Please enter a valid email address';
  return undefined;
}
