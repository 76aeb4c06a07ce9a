/** An address must look like name@domain.tld: the site's one test of an e-mail address. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether `address`, already cleaned, looks like an e-mail address. */
export function isEmailAddress(address: string): boolean {
  return EMAIL_PATTERN.test(address);
}
