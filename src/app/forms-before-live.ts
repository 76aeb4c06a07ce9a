import { FORM_ACTIONS, FORM_LIVE_ATTRIBUTE } from '@/lib/form-start';
import type { PostedKind } from '@/lib/outbox/posted-form-item';
import { ISLAND_SETTLED_EVENT, ISLAND_WAKING_ATTRIBUTE } from './islands/wake-islands';

const KINDS: Record<string, PostedKind> = {
  [FORM_ACTIONS.enquiry]: 'enquiry',
  [FORM_ACTIONS.newsletter]: 'subscription',
};

const loadSender = () => import('./send-posted-form');

/** Whether the form's own code sends it: the form says so once its component is live, wherever it is drawn. */
const isSentByItsCode = (form: HTMLFormElement) => form.hasAttribute(FORM_LIVE_ATTRIBUTE);

/**
 * Until the app or its island is live, a site form that feeds the outbox (an enquiry, a
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
      if (!(form instanceof HTMLFormElement) || isSentByItsCode(form)) return;
      const kind = KINDS[form.getAttribute('action') ?? ''];
      if (!kind) return;
      event.preventDefault();
      // Its island is waking (the visitor's first touch woke it): the island sends it once live,
      // with its checks at each field; should its code not arrive, the sender does.
      const waking = form.closest<HTMLElement>(`[${ISLAND_WAKING_ATTRIBUTE}]`);
      if (waking) {
        const submitter = event instanceof SubmitEvent ? event.submitter : null;
        const sendAgain = () => {
          if (form.isConnected) form.requestSubmit(submitter && form.contains(submitter) ? submitter : null);
        };
        waking.addEventListener(ISLAND_SETTLED_EVENT, sendAgain, { once: true });
        return;
      }
      loadSender()
        .then(({ sendPostedForm }) => sendPostedForm(form, kind))
        .catch(() => HTMLFormElement.prototype.submit.call(form));
    },
    true,
  );
}
