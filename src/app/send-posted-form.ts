import type { ToastContent } from '@/components/ui/toast';
import { enquiryToasts } from '@/features/enquiry/enquiry-messages';
import { newsletterToasts } from '@/features/newsletter/newsletter-messages';
import { onFlushed } from '@/lib/outbox/change-signals';
import { flushFromPage } from '@/lib/outbox/page-outbox';
import { postedFormItem, type PostedKind } from '@/lib/outbox/posted-form-item';
import { sendNow } from '@/lib/outbox/send-now';
import { paths } from '@/lib/paths';

const WORDS: Record<PostedKind, { queued: ToastContent; sent: ToastContent; sentPage: string }> = {
  enquiry: { queued: enquiryToasts.queued, sent: enquiryToasts.sent, sentPage: paths.enquirySent.href() },
  subscription: {
    queued: newsletterToasts.queued,
    sent: newsletterToasts.confirmationSent,
    sentPage: paths.newsletterSent.href(),
  },
};

function tell(form: HTMLFormElement, words: ToastContent): void {
  // The form's own live region (see PostedFormFields).
  const notice = form.querySelector<HTMLElement>('[role="status"]');
  if (notice) notice.textContent = `${words.title}. ${words.description ?? ''}`;
}

/**
 * Once the connection is back, delivers what waits; whichever flusher
 * delivers the item (this page, another tab or the worker) names it on the
 * outbox's channel, and the form says it was sent.
 */
function deliverWhenOnline(form: HTMLFormElement, id: string, kind: PostedKind): void {
  const deliver = () => void flushFromPage({ ignoreBackoff: true, wait: true });
  window.addEventListener('online', deliver);
  const stopHearing = onFlushed(({ delivered }) => {
    if (!delivered.includes(id)) return;
    stopHearing();
    window.removeEventListener('online', deliver);
    tell(form, WORDS[kind].sent);
  });
}

/**
 * Sends a site form the app is not yet live to send, as the app would: into
 * the outbox first, so a message written on a first visit whose line has
 * dropped is kept, said so at the form, and delivered once the connection
 * is back; then on to the site.
 */
export async function sendPostedForm(form: HTMLFormElement, kind: PostedKind): Promise<void> {
  const item = postedFormItem(kind, new FormData(form), window.location.pathname);
  const outcome = await sendNow(item);
  switch (outcome.kind) {
    case 'delivered':
      window.location.assign(WORDS[kind].sentPage);
      return;
    case 'retry':
      form.reset();
      tell(form, WORDS[kind].queued);
      deliverWhenOnline(form, item.id, kind);
      return;
    default:
      // Refused, or neither sent nor kept: the browser posts it, and the site
      // answers with the form again, its values kept and each error at its field.
      HTMLFormElement.prototype.submit.call(form);
  }
}
