import { isNativeCommand } from '@/lib/invoker-commands';

/**
 * Controls whose press does nothing until their island is live. Links,
 * summaries, labels, native inputs and buttons the browser carries out
 * itself (a `commandfor`) work as served, and are left alone.
 */
const NEEDS_ISLAND =
  'button:not([type="submit"]), [role="button"], [role="tab"], [role="switch"], [role="combobox"], [role="menuitem"], [role="option"]';

/** What a control is to the visitor: its role and its words. */
const signatureOf = (control: Element) =>
  `${control.getAttribute('role') ?? control.tagName}|${control.textContent}`;

/**
 * The control to press once the island is live. Hydration keeps the
 * served elements, but some components render theirs anew just after
 * (a collection such as tabs does), so the pressed one may be gone: its
 * stand-in is the control with the same role and words, the same one of them.
 */
function findAgain(island: HTMLElement, pressed: Element, rank: number): HTMLElement | undefined {
  if (pressed instanceof HTMLElement && pressed.isConnected) return pressed;
  return controlsLike(island, pressed)[rank];
}

/** The island's controls that are the same to the visitor as `control`, in the page's order. */
const controlsLike = (island: HTMLElement, control: Element) =>
  [...island.querySelectorAll<HTMLElement>(NEEDS_ISLAND)].filter(
    (other) => signatureOf(other) === signatureOf(control),
  );

/** How long after going live a component may take to render its controls anew. */
const RENDERED_ANEW_WITHIN_MS = 2_000;

/**
 * Presses the held control's stand-in as soon as it is on the page: at
 * once, or as the island renders its controls anew (a collection builds
 * them in a pass of its own after hydrating). Settles once pressed, or
 * when the control did not come back.
 */
function pressWhenThere(island: HTMLElement, pressed: Element, rank: number): Promise<void> {
  return new Promise((settle) => {
    const found = findAgain(island, pressed, rank);
    if (found) {
      found.click();
      return settle();
    }
    const observer = new MutationObserver(() => {
      const anew = findAgain(island, pressed, rank);
      if (!anew) return;
      stopWatching();
      anew.click();
    });
    const timer = window.setTimeout(() => stopWatching(), RENDERED_ANEW_WITHIN_MS);
    function stopWatching() {
      observer.disconnect();
      window.clearTimeout(timer);
      settle();
    }
    observer.observe(island, { childList: true, subtree: true });
  });
}

/** Lets the island render what a press changed, which the next press may need (a tag a category offers). */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

interface Held {
  control: Element;
  rank: number;
}

/** Presses the held controls again, in the order the visitor pressed them. */
async function pressInTurn(island: HTMLElement, held: readonly Held[]): Promise<void> {
  for (const { control, rank } of held) {
    await pressWhenThere(island, control, rank);
    await nextFrame();
  }
}

/**
 * Follows presses on the island's controls, so that what waits for the
 * press under way to end (whenEnded) runs once it has.
 */
function trackPresses(island: HTMLElement): { whenEnded: (then: () => void) => void; stop: () => void } {
  let pressing = false;
  let waiting: (() => void) | undefined;
  const began = (event: PointerEvent) => {
    const control = event.target instanceof Element ? event.target.closest(NEEDS_ISLAND) : null;
    if (control && island.contains(control) && !isNativeCommand(control)) pressing = true;
  };
  // The click follows the pointer's release in the same task: the press has ended once that task is done.
  const ended = () =>
    window.setTimeout(() => {
      pressing = false;
      const then = waiting;
      waiting = undefined;
      then?.();
    });
  // Heard as it bubbles, the press that woke the island (heard as it was captured) is seen too.
  island.addEventListener('pointerdown', began);
  window.addEventListener('pointerup', ended, true);
  window.addEventListener('pointercancel', ended, true);
  return {
    whenEnded(then) {
      if (pressing) waiting = then;
      else then();
    },
    stop() {
      island.removeEventListener('pointerdown', began);
      window.removeEventListener('pointerup', ended, true);
      window.removeEventListener('pointercancel', ended, true);
    },
  };
}

/**
 * While an island's code is on its way, keeps every press on one of its
 * controls instead of letting it do nothing, and presses those controls
 * again in turn once the island is live, so each press counts once. A
 * press begun while it woke and ended once live is kept too: the live
 * control saw only its end, which it does not take for a press. A
 * submit button is not kept: its form is a real form, which the browser
 * (or the sender before the app, src/app/forms-before-live.ts) sends as it is.
 */
export function handPressesOnWhileWaking(island: HTMLElement): { live: () => void; failed: () => void } {
  let held: Held[] = [];
  const presses = trackPresses(island);
  const onClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(NEEDS_ISLAND) : null;
    if (!control || !island.contains(control) || isNativeCommand(control)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push({ control, rank: controlsLike(island, control).indexOf(control) });
  };
  island.addEventListener('click', onClick, true);
  const stop = () => {
    presses.stop();
    island.removeEventListener('click', onClick, true);
    const kept = held;
    held = [];
    return kept;
  };
  return {
    live() {
      presses.whenEnded(() => void pressInTurn(island, stop()));
    },
    failed() {
      stop();
    },
  };
}
