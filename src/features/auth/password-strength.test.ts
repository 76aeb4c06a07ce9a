import { describe, expect, it } from 'vitest';
import { passwordStrength, type PasswordStrength } from './password-strength';

const EMAIL = 'ann.reader-longpart@example.com';
const COMMON = new Set(['qwertyuiop', 'password123']);

describe('passwordStrength', () => {
  it.each<[string, string, PasswordStrength | null]>([
    ['nothing typed', '', null],
    ['eight characters', 'password', 'too-short'],
    ['nine accented letters', 'ééééééééé', 'too-short'],
    ['ten spaces', ' '.repeat(10), 'weak'],
    ['a common password, in capitals', 'QWERTYUIOP', 'weak'],
    ['the email address', EMAIL, 'weak'],
    ['its local part', 'ann.reader-longpart', 'weak'],
    ['one letter repeated', 'aaaaaaaaaaaa', 'weak'],
    ['two characters alternating', 'abababababababab', 'weak'],
    ['ten lowercase letters', 'northumber', 'good'],
    ['twelve of three kinds', 'Tyne-bridge7', 'strong'],
    ['a long passphrase', 'kittiwakes nest on the tyne', 'strong'],
  ])('%s: %s', (_label, password, expected) => {
    expect(passwordStrength(password, EMAIL, COMMON)).toBe(expected);
  });

  it('leaves a common password to the server until the list has arrived', () => {
    expect(passwordStrength('qwertyuiop', EMAIL)).toBe('good');
  });
});
