import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH, passwordError } from '@/features/auth/password-rules';
import commonList from '../../pb_hooks/lib/common-passwords.json';
import { loadHookModule } from '../support/hook-module';

// The password rules live twice: the server's (pb_hooks/lib/password-rules.js),
// which refuses, and the browser's (src/features/auth/password-rules.ts), which
// says it first at the field. One table holds both to the same answers and
// words, so neither can drift from the other.

interface PasswordRules {
  PASSWORD_MIN_LENGTH: number;
  passwordProblem(
    password: string,
    emails: string[],
    isCommon: (lowered: string) => boolean,
  ): { code: string; message: string } | null;
}

const rules = loadHookModule<PasswordRules>('password-rules.js');
const common = new Set(commonList);
const EMAIL = 'Ann.Reader-Longpart@example.com';

/** What the server says of a password for the account of EMAIL, or undefined when it sets it. */
const serverError = (password: string) =>
  rules.passwordProblem(password, [EMAIL], (lowered) => common.has(lowered))?.message;

describe('the password rules', () => {
  it('count the same minimum', () => {
    expect(rules.PASSWORD_MIN_LENGTH).toBe(PASSWORD_MIN_LENGTH);
  });

  it.each<[string, string, string | undefined]>([
    ['nothing (the required field’s to refuse)', '', undefined],
    ['password', 'password', 'Use at least 10 characters.'],
    ['12345678', '12345678', 'Use at least 10 characters.'],
    ['aaaaaaaa', 'aaaaaaaa', 'Use at least 10 characters.'],
    ['nine characters', '9-letters', 'Use at least 10 characters.'],
    ['nine accented letters (18 bytes)', 'ééééééééé', 'Use at least 10 characters.'],
    ['nine emoji (36 bytes)', '😀'.repeat(9), 'Use at least 10 characters.'],
    ['eight spaces', ' '.repeat(8), "A password can't be only spaces."],
    ['ten spaces', ' '.repeat(10), "A password can't be only spaces."],
    [
      'tabs, newlines and no-break spaces',
      '\t\n\u00a0\u2003\t\n\u00a0\u2003\t\n',
      "A password can't be only spaces.",
    ],
    ['the email address', EMAIL, "Don't use your email address as your password."],
    [
      'the email address in other capitals',
      EMAIL.toUpperCase(),
      "Don't use your email address as your password.",
    ],
    ['its local part', 'ann.reader-longpart', "Don't use your email address as your password."],
    [
      'its local part with spaces around it',
      '  Ann.Reader-Longpart ',
      "Don't use your email address as your password.",
    ],
    ['a common password', 'qwertyuiop', 'That password is too common. Choose another.'],
    ['a common password in capitals', 'QWERTYUIOP', 'That password is too common. Choose another.'],
    [
      'a common password with a space after it',
      '1234567890 ',
      'That password is too common. Choose another.',
    ],
    ['ten accented letters', 'éééééééééé', undefined],
    ['a good password', 'kittiwakes nest on the tyne', undefined],
    ['the address with more to it', `${EMAIL}!`, undefined],
  ])('%s: the same answer in the browser and on the server', (_label, password, expected) => {
    expect(passwordError(password, EMAIL, common)).toBe(expected);
    expect(serverError(password)).toBe(expected);
  });
});
