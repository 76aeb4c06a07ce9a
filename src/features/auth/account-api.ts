import { loadPocketBase } from '@/lib/pocketbase/sdk';

/** Account calls that need no session; each loads the SDK on first use. */

export interface SignUpDetails {
  fullName: string;
  email: string;
  password: string;
}

/** Creates a member account; the server mails the verification link (pb_hooks/sign-up.pb.js). */
export async function signUp({ fullName, email, password }: SignUpDetails): Promise<void> {
  const pb = await loadPocketBase();
  await pb.collection('users').create({
    email: email.trim(),
    password,
    passwordConfirm: password,
    full_name: fullName.trim(),
  });
}

/** Mails a new verification link. The server answers alike for every address. */
export async function resendVerification(email: string): Promise<void> {
  const pb = await loadPocketBase();
  await pb.collection('users').requestVerification(email.trim());
}

/** Mails a password-reset link. The server answers alike for every address. */
export async function requestPasswordReset(email: string): Promise<void> {
  const pb = await loadPocketBase();
  await pb.collection('users').requestPasswordReset(email.trim());
}

export async function confirmVerification(token: string): Promise<void> {
  const pb = await loadPocketBase();
  await pb.collection('users').confirmVerification(token);
}

export async function confirmPasswordReset(token: string, password: string): Promise<void> {
  const pb = await loadPocketBase();
  await pb.collection('users').confirmPasswordReset(token, password, password);
}
