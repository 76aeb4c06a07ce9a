import { FORM_ROUTES } from '@/definitions/form-routes';
import { FORM_LIVE_ATTRIBUTE } from '@/lib/form-start';
import { commandsAreNative } from '@/lib/invoker-commands';
import type { PostedKind } from '@/lib/outbox/posted-form-item';
import { whenIdle } from '@/utils/when-idle';

/**
 * What a visitor does to a part of the page (an island, or a page that is
 * still an app) before its code is live is kept, and done once, when it is:
 * the letters typed stay in their fields and become its state as it
 * hydrates (src/hooks/use-kept-typed-text.ts), and a press on one of its
 * controls or a site form sent is done again, in the order made. The
 * first press may come before the page's first script has run: the
 * browser remembers it as the page's first input (Event Timing). If the
 * part's code cannot come, its presses are dropped and its forms go as
 * they would without it: an enquiry or a subscription through the outbox,
 * by a sender of its own, another form posted to the site. What the
 * browser does by itself is never kept: links, `<details>`, fields, and a
 * button's `command`, which this script does at once where the browser
 * cannot.
 */

/** Controls whose press does nothing until their part's code is live. */
const NEEDS_CODE =
  'button:not([type="submit"], [commandfor]), [role="button"], [role="tab"], [role="switch"], [role="combobox"], [role="menuitem"], [role="option"]';

/** Something kept: done once its part is live, or once its code could not come. */
type Kept = (live: boolean) => unknown;

/** Parts whose code is on its way, each with what was done to it meanwhile. */
const keeping = new Map<HTMLElement, Kept[]>();
const liveParts = new Set<HTMLElement>();
const within = (parts: Iterable<HTMLElement>, node: Node) => [...parts].find((part) => part.contains(node));

/** What a control is to the visitor: its role and its words. */
const signatureOf = (control: Element) =>
  `${control.getAttribute('role') ?? control.tagName}|${control.textContent}`;

/** The part's controls that are the same to the visitor as `control`, in the page's order. */
const controlsLike = (part: HTMLElement, control: Element) =>
  [...part.querySelectorAll<HTMLElement>(NEEDS_CODE)].filter(
    (other) => signatureOf(other) === signatureOf(control),
  );

/** How long after going live a component may take to render its controls anew. */
const RENDERED_ANEW_WITHIN_MS = 2_000;

/**
 * Presses the kept control once it is on the page. Hydrating keeps the
 * served elements, but a collection (tabs, say) renders its own anew in a
 * pass after it, so its stand-in is the control with the same role and
 * words, the same one of them, at once or as it comes.
 */
function pressWhenThere(part: HTMLElement, control: HTMLElement, rank: number): Promise<void> {
  return new Promise((settle) => {
    const press = () => {
      const found = control.isConnected ? control : controlsLike(part, control)[rank];
      if (!found) return;
      stop();
      found.click();
    };
    const observer = new MutationObserver(press);
    const timer = window.setTimeout(() => stop(), RENDERED_ANEW_WITHIN_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
      settle();
    }
    observer.observe(part, { childList: true, subtree: true });
    press();
  });
}

function doCommand(button: Element): void {
  const dialog = document.getElementById(button.getAttribute('commandfor') ?? '');
  if (!(dialog instanceof HTMLDialogElement)) return;
  const command = button.getAttribute('command');
  if (command === 'show-modal' && !dialog.open) dialog.showModal();
  else if ((command === 'close' || command === 'request-close') && dialog.open) dialog.close();
}

/** Keeps a press for its part, or does a button's command now. Whether it was kept. */
function take(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  const command = target.closest('button[commandfor]');
  if (command && !commandsAreNative() && !within(liveParts, command)) doCommand(command);
  const control = target.closest<HTMLElement>(NEEDS_CODE);
  const part = control && within(keeping.keys(), control);
  if (!part) return false;
  const rank = controlsLike(part, control).indexOf(control);
  keeping.get(part)?.push((live) => live && pressWhenThere(part, control, rank));
  return true;
}

const KINDS: Record<string, PostedKind> = {
  [FORM_ROUTES.enquiry.action]: 'enquiry',
  [FORM_ROUTES.newsletter.action]: 'subscription',
  [FORM_ROUTES.booking.action]: 'booking',
};
const SITE_FORM_ACTIONS: ReadonlySet<string> = new Set(
  Object.values(FORM_ROUTES).map((route) => route.action),
);
const loadSender = () => import('./send-posted-form');
/** The forms whose page brings the sender at once: what they carry is not to be lost to a dropped line. */
const KEPT_OFFLINE_FORMS = [FORM_ROUTES.enquiry.action, FORM_ROUTES.booking.action]
  .map((action) => `form[action="${action}"]`)
  .join(', ');

/** The longest the sender waits for the page to be idle. */
const SENDER_IDLE_WAIT_MS = 500;

/**
 * On a page with an enquiry or a booking form, brings the sender once the
 * page's start is done and the browser idle, or as such a form is first
 * touched: its files are on the device well before a message is written,
 * and its code runs in a task of its own, after the page's start rather
 * than beside it.
 */
function bringSenderSoon(): void {
  const forms = document.querySelectorAll(KEPT_OFFLINE_FORMS);
  if (forms.length === 0) return;
  const bring = () => void loadSender().catch(() => {});
  whenIdle(bring, SENDER_IDLE_WAIT_MS);
  for (const form of forms) form.addEventListener('focusin', bring, { once: true });
}

function onSubmit(event: SubmitEvent): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || form.hasAttribute(FORM_LIVE_ATTRIBUTE)) return;
  const action = form.getAttribute('action') ?? '';
  if (!SITE_FORM_ACTIONS.has(action)) return;
  const part = within(keeping.keys(), form);
  const { submitter } = event;
  if (part) {
    event.preventDefault();
    // Kept, it is sent once: now by nothing else, though a listener of its part may already be up.
    event.stopImmediatePropagation();
    // Sent again once live by its own code; else by the sender below, or the browser.
    keeping.get(part)?.push(() => {
      if (form.isConnected) form.requestSubmit(submitter && form.contains(submitter) ? submitter : null);
    });
    return;
  }
  const kind = KINDS[action];
  // An account form needs its code: the browser posts it, and its page says so.
  if (!kind) return;
  event.preventDefault();
  loadSender()
    .then(({ sendPostedForm }) => sendPostedForm(form, kind))
    .catch(() => HTMLFormElement.prototype.submit.call(form));
}

/** A press begun on a part whose code was on its way, and what waits for it to end. */
let pressed: { part: HTMLElement; after?: () => void } | undefined;
let firstInput: EventTarget | null = null;

/**
 * Follows, from the page's first script on, what is done to the page's
 * parts before they are live. A page with an enquiry or a booking form
 * brings the outbox's sender just after its start, so a message or a call
 * asked for on a first visit is kept even if the line drops before it is
 * sent.
 */
export function followUseBeforeLive(): void {
  const first = performance.getEntriesByType('first-input')[0] as PerformanceEventTiming | undefined;
  // A key's first input may be one that moves on (Tab); the pointer's is a press.
  if (first?.name !== 'keydown') firstInput = first?.target ?? null;
  bringSenderSoon();
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener(
    'click',
    (event) => {
      if (!take(event.target)) return;
      event.preventDefault();
      event.stopPropagation();
    },
    true,
  );
  // Heard as it bubbles, after the part's first use has woken it, so the press that woke it counts.
  document.addEventListener('pointerdown', (event) => {
    const control = event.target instanceof Element ? event.target.closest(NEEDS_CODE) : null;
    const part = control && within(keeping.keys(), control);
    if (part) pressed = { part };
  });
  // The click follows the pointer's release in the same task: the press has ended once that task is done.
  const ended = () =>
    window.setTimeout(() => {
      const after = pressed?.after;
      pressed = undefined;
      after?.();
    });
  window.addEventListener('pointerup', ended, true);
  window.addEventListener('pointercancel', ended, true);
}

/** Whether the page's first input, made before its first script ran, was a press in this part. */
export const pressedBeforeScript = (part: HTMLElement) =>
  firstInput instanceof Node && part.contains(firstInput);

/**
 * Keeps what is done to `part` from now until its code is live, and the
 * page's first press if it was made in it. `live` does it all once, in
 * turn, each press given a frame to show what it changed (a tag a category
 * offers); a press under way then is kept too, as the live control sees
 * only its end.
 */
export function keepUntilLive(part: HTMLElement): { live: () => void; failed: () => void } {
  keeping.set(part, []);
  if (pressedBeforeScript(part)) {
    take(firstInput);
    firstInput = null;
  }
  const stop = () => {
    const kept = keeping.get(part) ?? [];
    keeping.delete(part);
    return kept;
  };
  return {
    live() {
      const doInTurn = async () => {
        liveParts.add(part);
        for (const done of stop()) {
          await done(true);
          await new Promise((frame) => requestAnimationFrame(frame));
        }
      };
      if (pressed?.part === part) pressed.after = doInTurn;
      else void doInTurn();
    },
    failed() {
      for (const done of stop()) done(false);
    },
  };
}
