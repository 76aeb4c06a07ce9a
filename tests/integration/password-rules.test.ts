import { describe, expect, it } from 'vitest';
import { PASSWORD_PROBLEMS, passwordProblem } from '@/definitions/password';
import type * as Definitions from '@/definitions/index';
import commonList from '../../pb_hooks/lib/common-passwords.json';
import { loadHookModule } from '../support/hook-module';

// The password rules are written once (src/definitions/password.ts): the
// browser says them at the field, and the server refuses by the hooks' bundle
// of them (pb_hooks/lib/definitions.js). One table holds the source and the
// bundle to the same answers and words.

const bundle = loadHookModule<typeof Definitions>('definitions.js');
const common = new Set(commonList);
const EMAIL = 'Ann.Reader-Longpart@example.com';

const isCommon = (lowered: string) => common.has(lowered);

/** What the browser says of a password for the account of EMAIL, or undefined when it may be set. */
const browserError = (password: string) => {
  const problem = passwordProblem(password, [EMAIL], isCommon);
  return problem ? PASSWORD_PROBLEMS[problem].message : undefined;
};

/** What the server says of it, through the hooks' bundle. */
const serverError = (password: string) => {
  const problem = bundle.passwordProblem(password, [EMAIL], isCommon);
  return problem ? bundle.PASSWORD_PROBLEMS[problem].message : undefined;
};

describe('the password rules', () => {
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
    expect(browserError(password)).toBe(expected);
    expect(serverError(password)).toBe(expected);
  });
});
