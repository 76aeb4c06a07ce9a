import type { ToastContent } from '@/components/ui/toast';

/**
 * The enquiry form's messages; 'queued' and 'storageFull' are the outbox's own
 * states, 'tooQuick' the server's minimum fill time (pb_hooks/lib/form-guard.js).
 */
export const enquiryToasts = {
  queued: {
    title: 'Enquiry saved',
    description:
      "We couldn't reach our server just now, so your message is saved on this device and will be sent automatically as soon as the connection is back.",
  },
  storageFull: {
    title: 'Submission failed',
    description:
      'Your device is out of storage space, so the message could not be kept to send later. Please try again when you are online.',
    variant: 'destructive',
  },
  sent: { title: 'Enquiry submitted', description: "We'll get back to you as soon as possible" },
  waitlisted: {
    title: "You're on the waitlist",
    description: "We'll email you as soon as we can take on new work.",
  },
  failed: {
    title: 'Submission failed',
    description: 'There was a problem sending your message. Please try again.',
    variant: 'destructive',
  },
  tooQuick: {
    title: 'Submission failed',
    description: 'That was sent very quickly. Please check your message and send it again.',
    variant: 'destructive',
  },
} satisfies Record<string, ToastContent>;
