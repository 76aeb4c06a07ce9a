import { FORM_ACTIONS } from '@/lib/form-start';
import type { PostedKind } from '@/lib/outbox/posted-form-item';

const KINDS: Record<string, PostedKind> = {
  [FORM_ACTIONS.enquiry]: 'enquiry',
  [FORM_ACTIONS.newsletter]: 'subscription',
};

const loadSender = () => import('./send-posted-form');

const isAppLive = () => document.documentElement.dataset.hydrated === 'true';

/**
 * Until the app is live, a site form that feeds the outbox (an enquiry, a
 * subscription) is sent through the outbox by a sender of its own
 * (send-posted-form.ts) rather than by the browser. A page with an enquiry
 * form loads that sender with the page, so a message written on a first
 * visit is kept even if the line drops before the visitor sends it; other
 * pages (the footer's sign-up) load it when sent. Should it not load, the
 * browser posts the form to the site as it would without JavaScript.
 */
export function sendFormsBeforeLive(): void {
  if (document.querySelector(`form[action="${FORM_ACTIONS.enquiry}"]`)) void loadSender().catch(() => {});
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || isAppLive()) return;
      const kind = KINDS[form.getAttribute('action') ?? ''];
      if (!kind) return;
      event.preventDefault();
      loadSender()
        .then(({ sendPostedForm }) => sendPostedForm(form, kind))
        .catch(() => HTMLFormElement.prototype.submit.call(form));
    },
    true,
  );
}
