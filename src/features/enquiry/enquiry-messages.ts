import type { ToastContent } from '@/components/ui/toast';

/** Spec §8, word for word. */
export const enquiryToasts = {
  sent: { title: 'Enquiry submitted', description: "We'll get back to you as soon as possible" },
  failed: {
    title: 'Submission failed',
    description: 'There was a problem sending your message. Please try again.',
    variant: 'destructive',
  },
} satisfies Record<string, ToastContent>;
