import { toast, type ToastContent } from '@/components/ui/toast';
import type { SendEnd } from '@/hooks/use-form-send';
import { requestPasswordReset } from './account-api';
import { authFailureTitles, authToasts, failureToast } from './auth-messages';
import { serverMessage } from './server-message';

/**
 * An account call made from a form, said in a toast: `success` when it is
 * done, the server's own words under `failureTitle` when not. Either way the
 * form's values stay as they are.
 */
export async function accountSend(
  call: () => Promise<unknown>,
  success: ToastContent,
  failureTitle: string,
): Promise<SendEnd<never>> {
  try {
    await call();
    toast(success);
    return { done: true };
  } catch (error) {
    toast(failureToast(failureTitle, serverMessage(error)));
    return { done: false };
  }
}

/** Mails a password-reset link; the server answers alike for every address. */
export const sendResetLink = ({ email }: { email: string }) =>
  accountSend(() => requestPasswordReset(email), authToasts.resetSent, authFailureTitles.reset);
