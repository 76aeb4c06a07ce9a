import type { ToastContent } from '@/components/ui/toast';

/** The account toasts; failures carry the server's message as their description. */
export const authToasts = {
  signedIn: { title: 'Welcome back!', description: 'You have successfully signed in.' },
  signedOut: { title: 'Signed out', description: 'You have been signed out successfully.' },
  adminSignedIn: { title: 'Login Successful', description: 'Welcome back, admin!' },
  accountCreated: {
    title: 'Account created!',
    description: 'Please check your email to verify your account.',
  },
  resetSent: {
    title: 'Password reset sent',
    description: 'Check your email for password reset instructions.',
  },
} satisfies Record<string, ToastContent>;

export const authFailureTitles = {
  adminLogin: 'Login Failed',
  signUp: 'Error creating account',
  signIn: 'Error signing in',
  signOut: 'Error signing out',
  reset: 'Error resetting password',
} as const;

/** A destructive toast with the server's message. */
export function failureToast(title: string, description: string): ToastContent {
  return { title, description, variant: 'destructive' };
}

/** The messages for verification and the password reset form. */
export const accountToasts = {
  verificationResent: {
    title: 'Confirmation email sent',
    description: 'If an account with this address is waiting for confirmation, a new link is on its way.',
  },
  passwordChanged: {
    title: 'Password changed',
    description: 'Your new password is set.',
  },
  passwordChangedSignIn: {
    title: 'Password changed',
    description: 'Your new password is set. Sign in with it now.',
  },
} satisfies Record<string, ToastContent>;
