import { COMMON_PASSWORDS_FILE, writeCommonPasswords } from './common-passwords.ts';

const count = await writeCommonPasswords();
console.log(`${COMMON_PASSWORDS_FILE}: ${count} common passwords`);
