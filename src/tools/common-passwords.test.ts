import { describe, expect, it } from 'vitest';
import {
  COMMON_PASSWORDS_MAX,
  commonPasswords,
  commonPasswordsText,
  committedCommonPasswords,
} from './common-passwords';

describe('the common passwords the server refuses', () => {
  it('are the package’s list as committed (else: npm run passwords:update)', async () => {
    expect(await committedCommonPasswords()).toBe(commonPasswordsText(commonPasswords()));
  });

  it('hold the well-known long ones and stay a modest file', () => {
    const list = commonPasswords();
    expect(list).toEqual(expect.arrayContaining(['qwertyuiop', '1234567890', 'password123']));
    expect(list.length).toBeGreaterThan(1000);
    expect(list.length).toBeLessThanOrEqual(COMMON_PASSWORDS_MAX);
  });

  it('keep entries lowercased, once, most used first, less those the length rule refuses already', () => {
    expect(
      commonPasswords(['password', 'Password123', 'qwertyuiop', 'password123', ' iloveyou12 ', 'ééééééééé']),
    ).toEqual(['password123', 'qwertyuiop', 'iloveyou12']);
  });
});
