import { FORM_ACTIONS, FORM_LIVE_ATTRIBUTE } from '@/lib/form-start';
import type { PostedKind } from '@/lib/outbox/posted-form-item';
import { ISLAND_SETTLED_EVENT, ISLAND_WAKING_ATTRIBUTE } from './islands/island-state';

const KINDS: Record<string, PostedKind> = {
  [FORM_ACTIONS.enquiry]: 'enquiry',
  [FORM_ACTIONS.newsletter]: 'subscription',
};

const loadSender = () => import('./send-posted-form');

/** Whether the form's own code sends it: the form says so once its component is live, wherever it is drawn. */
const isSentByItsCode = (form: HTMLFormElement) => form.hasAttribute(FORM_LIVE_ATTRIBUTE);

const SITE_FORM_ACTIONS: ReadonlySet<string> = new Set(Object.values(FORM_ACTIONS));

/**
 * Until the app or its island is live, a site form that feeds the outbox (an enquiry, a
 * subscription) is sent through the outbox by a sender of its own
 * (send-posted-form.ts) rather than by the browser. A page with an enquiry
 * form loads that sender with the page, so a message written on a first
 * visit is kept even if the line drops before the visitor sends it; other
 * pages (the footer's sign-up) load it when sent. Should it not load, the
 * browser posts the form to the site as it would without JavaScript.
 * Any site form sent while its island wakes (the visitor's first touch woke
 * it) waits for it: an account form, whose work needs its code, too.
 */
export function sendFormsBeforeLive(): void {
  if (document.querySelector(`form[action="${FORM_ACTIONS.enquiry}"]`)) void loadSender().catch(() => {});
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || isSentByItsCode(form)) return;
      const action = form.getAttribute('action') ?? '';
      if (!SITE_FORM_ACTIONS.has(action)) return;
      // The island sends it once live, with its checks at each field; should its code not arrive,
      // it is sent as it would be before: by the sender, or, an account form, posted by the browser.
      const waking = form.closest<HTMLElement>(`[${ISLAND_WAKING_ATTRIBUTE}]`);
      if (waking) {
        event.preventDefault();
        const submitter = event instanceof SubmitEvent ? event.submitter : null;
        const sendAgain = () => {
          if (form.isConnected) form.requestSubmit(submitter && form.contains(submitter) ? submitter : null);
        };
        waking.addEventListener(ISLAND_SETTLED_EVENT, sendAgain, { once: true });
        return;
      }
      const kind = KINDS[action];
      if (!kind) return;
      event.preventDefault();
      loadSender()
        .then(({ sendPostedForm }) => sendPostedForm(form, kind))
        .catch(() => HTMLFormElement.prototype.submit.call(form));
    },
    true,
  );
}
