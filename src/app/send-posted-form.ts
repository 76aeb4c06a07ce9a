import type { ToastContent } from '@/components/ui/toast';
import { bookingNotes } from '@/features/booking/booking-messages';
import { enquiryToasts } from '@/features/enquiry/enquiry-messages';
import { newsletterToasts } from '@/features/newsletter/newsletter-messages';
import { onFlushed } from '@/lib/outbox/change-signals';
import { flushFromPage } from '@/lib/outbox/page-outbox';
import { postedFormItem, type PostedKind } from '@/lib/outbox/posted-form-item';
import { sendNow } from '@/lib/outbox/send-now';
import { enquirySentPage, FORM_ROUTES } from '@/definitions/form-routes';
import { paths } from '@/lib/paths';

interface Words {
  queued: string;
  sent: string;
  sentPage: string;
}

const said = (toast: ToastContent) => `${toast.title}. ${toast.description ?? ''}`;

/** What a sent form says, by its kind and, for an enquiry, its topic: a place on the waitlist says so. */
function wordsFor(kind: PostedKind, data: FormData): Words {
  if (kind === 'subscription') {
    return {
      queued: said(newsletterToasts.queued),
      sent: said(newsletterToasts.confirmationSent),
      sentPage: paths.newsletterSent.href(),
    };
  }
  if (kind === 'booking') {
    return {
      queued: bookingNotes.queued,
      sent: bookingNotes.confirmed,
      sentPage: FORM_ROUTES.booking.sentPage,
    };
  }
  const topic = data.get('topic');
  return {
    queued: said(enquiryToasts.queued),
    sent: said(topic === 'waitlist' ? enquiryToasts.waitlisted : enquiryToasts.sent),
    sentPage: enquirySentPage(topic),
  };
}

function tell(form: HTMLFormElement, words: string): void {
  // The form's own live region (see PostedFormFields).
  const notice = form.querySelector<HTMLElement>('[role="status"]');
  if (notice) notice.textContent = words;
}

/**
 * Once the connection is back, delivers what waits; whichever flusher
 * delivers the item (this page, another tab or the worker) names it on the
 * outbox's channel, and the form says it was sent.
 */
function deliverWhenOnline(form: HTMLFormElement, id: string, words: Words): void {
  const deliver = () => void flushFromPage({ ignoreBackoff: true, wait: true });
  window.addEventListener('online', deliver);
  const stopHearing = onFlushed(({ delivered }) => {
    if (!delivered.includes(id)) return;
    stopHearing();
    window.removeEventListener('online', deliver);
    tell(form, words.sent);
  });
}

/**
 * Sends a site form the app is not yet live to send, as the app would: into
 * the outbox first, so a message written or a call asked for on a first
 * visit whose line has dropped is kept, said so at the form, and delivered once the connection
 * is back; then on to the site.
 */
export async function sendPostedForm(form: HTMLFormElement, kind: PostedKind): Promise<void> {
  const data = new FormData(form);
  const words = wordsFor(kind, data);
  const item = postedFormItem(kind, data, window.location.pathname);
  const outcome = await sendNow(item);
  switch (outcome.kind) {
    case 'delivered':
      window.location.assign(words.sentPage);
      return;
    case 'retry':
      form.reset();
      tell(form, words.queued);
      deliverWhenOnline(form, item.id, words);
      return;
    default:
      // Refused, or neither sent nor kept: the browser posts it, and the site
      // answers with the form again, its values kept and each error at its field.
      HTMLFormElement.prototype.submit.call(form);
  }
}
