import { toast, type ToastContent } from '@/components/ui/toast';
import { confirmVerification } from './account-api';
import { tokenProblem, type TokenProblem } from './token-outcome';

const signInAction = { label: 'Sign in', href: '/auth' };

const confirmed: ToastContent = {
  title: 'Email address confirmed',
  description: 'Your account is ready. You can sign in now.',
  action: signInAction,
};

const problems: Record<TokenProblem, ToastContent> = {
  used: {
    title: 'Already confirmed',
    description: 'This link has already been used: your email address is confirmed. You can sign in.',
    action: signInAction,
  },
  expired: {
    title: 'Link expired',
    description: 'This confirmation link has expired. Sign in with your email and password to get a new one.',
    variant: 'destructive',
    action: signInAction,
  },
  invalid: {
    title: 'Link not valid',
    description:
      'This confirmation link is not valid. Sign in with your email and password to get a new one.',
    variant: 'destructive',
    action: signInAction,
  },
  offline: {
    title: 'Could not confirm your email address',
    description: "We couldn't reach our server. Open the link in the email again when you are online.",
    variant: 'destructive',
  },
};

/** Long enough to read a message that offers nothing to press. */
const OFFLINE_TOAST_MS = 15_000;

/** Confirms an account with the token from the mailed link (which lands on /?verify=), and says how it went. */
export async function confirmVerificationLink(token: string): Promise<void> {
  try {
    await confirmVerification(token);
    toast(confirmed);
  } catch (error) {
    const problem = tokenProblem(error, token);
    toast(problems[problem], problem === 'offline' ? OFFLINE_TOAST_MS : undefined);
  }
}
