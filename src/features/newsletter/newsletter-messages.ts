import type { ToastContent } from '@/components/ui/toast';

/**
 * The newsletter's messages, plus the kinder answers for an address this
 * browser subscribed before (confirmed here, or still waiting to be); 'queued' and 'storageFull' are the outbox's own states,
 * worded as the enquiry form's. With double opt-in the success
 * message ('Successfully subscribed!') comes when the address is confirmed;
 * a form says a confirmation link is on its way.
 */
export const newsletterToasts = {
  subscribed: {
    title: 'Successfully subscribed!',
    description: "You'll receive our latest updates and insights.",
  },
  confirmationSent: {
    title: 'Check your inbox',
    description: 'We have sent you a link to confirm your subscription.',
  },
  awaitingConfirmation: {
    title: 'Check your inbox to confirm',
    description:
      'This address is waiting to be confirmed: follow the link in the email we sent you. We send it again when the last one is more than a few minutes old.',
  },
  alreadySubscribed: {
    title: 'Already subscribed',
    description: 'This email is already subscribed to our newsletter.',
  },
  failed: {
    title: 'Subscription failed',
    description: 'There was an error subscribing to our newsletter. Please try again.',
    variant: 'destructive',
  },
  queued: {
    title: 'Saved on this device',
    description:
      "We couldn't reach our server just now. We'll subscribe you automatically as soon as the connection is back.",
  },
  tooQuick: {
    title: 'Subscription failed',
    description: 'That was sent very quickly. Please check your email address and subscribe again.',
    variant: 'destructive',
  },
  storageFull: {
    title: 'Subscription failed',
    description:
      'Your device is out of storage space, so the subscription could not be kept to send later. Please try again when you are online.',
    variant: 'destructive',
  },
  popupWelcome: {
    title: 'Welcome aboard!',
    description: 'Confirm your address with the link we have sent you to receive our marketing insights.',
  },
  popupFailed: {
    title: 'Something went wrong',
    description: 'Please try again later.',
    variant: 'destructive',
  },
  unsubscribed: {
    title: 'Unsubscribed successfully',
    description: "You won't receive any more newsletters from us.",
  },
  unsubscribeFailed: {
    title: 'Unsubscribe failed',
    description: 'There was an error unsubscribing. Please try again.',
    variant: 'destructive',
  },
  unsubscribeQueued: {
    title: 'Saved on this device',
    description:
      "We couldn't reach our server just now. We'll unsubscribe you automatically as soon as the connection is back.",
  },
} satisfies Record<string, ToastContent>;
