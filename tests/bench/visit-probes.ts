/** What the page records about itself during a visit, read back at the end (times: performance.now()). */
export interface VisitRecord {
  firstContentfulPaint?: number;
  longTasks: number[];
  /** The worker controls the page and its precache is installed and activated. */
  offlineReadyAt?: number;
  /** The first pointerdown after arm(), and the first frame after the tapped control's effect. */
  tapAt?: number;
  effectAt?: number;
  /** Picks the control to tap and starts watching for its effect; where to tap it, or null. */
  arm(): { x: number; y: number; label: string } | null;
}

declare global {
  interface Window {
    realVisit: VisitRecord;
  }
}

/**
 * The first input: the first visible, enabled control in the header that
 * acts in place (the mobile menu's <summary>, a button), as a person's
 * thumb finds it.
 */
const TAPPABLE = 'header :is(summary, button, [role="button"]):not(:disabled, [aria-disabled="true"])';

/** What a control may open outside itself. */
const OVERLAY = 'dialog, [role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], [popover]';

/**
 * Attributes that mark the page's own progress (an island waking, live) or
 * react-aria's hover and press states: they change on any touch, so they are
 * not a control's effect.
 */
const MARKERS = [
  'data-hydrated',
  'data-island-waking',
  'data-island-live',
  'data-hovered',
  'data-pressed',
  'data-focused',
  'data-focus-visible',
];

/**
 * Runs in the page before any of its scripts: first paint, long tasks, the
 * moment the site works offline, and the first tap's effect. Self-contained,
 * as its source is sent to the page.
 */
function visitProbes({
  tappable,
  overlay,
  markers,
}: {
  tappable: string;
  overlay: string;
  markers: string[];
}): void {
  if (window.top !== window) return;
  const record: VisitRecord = { longTasks: [], arm };
  window.realVisit = record;

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') record.firstContentfulPaint = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });

  // Offline-ready: the worker controls this page (clients.claim) and the
  // precache is done, which it is once the registration's worker is active.
  const workers = navigator.serviceWorker;
  if (workers) {
    let registration: ServiceWorkerRegistration | undefined;
    const check = () => {
      if (
        record.offlineReadyAt === undefined &&
        workers.controller &&
        registration?.active?.state === 'activated'
      )
        record.offlineReadyAt = performance.now();
    };
    void workers.ready.then((ready) => {
      registration = ready;
      ready.active?.addEventListener('statechange', check);
      check();
    });
    workers.addEventListener('controllerchange', check);
  }

  let armed = false;
  addEventListener(
    'pointerdown',
    (event) => {
      if (armed && record.tapAt === undefined) record.tapAt = event.timeStamp;
    },
    true,
  );

  function arm(): { x: number; y: number; label: string } | null {
    const control = Array.from(document.querySelectorAll(tappable)).find((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true });
    });
    if (!control) return null;
    armed = true;
    // A change that belongs to the control: in the control or its <details>,
    // an attribute of an ancestor inside the header (details[open]), or an
    // overlay it opens elsewhere (a dialog, a menu). Others, such as
    // hydration enabling a sibling button or adding its live regions to
    // <body>, are not the tap's effect.
    const scope = control.closest('details') ?? control;
    const header = control.closest('header') ?? scope;
    const belongsToTap = (mutation: MutationRecord) => {
      if (mutation.attributeName && markers.includes(mutation.attributeName)) return false;
      const target = mutation.target;
      if (scope.contains(target)) return true;
      // A dialog in the page that the browser opens for the control (its commandfor).
      if (mutation.attributeName === 'open' && target instanceof Element && target.matches(overlay))
        return true;
      if (mutation.type === 'attributes') return header.contains(target) && target.contains(control);
      return Array.from(mutation.addedNodes).some(
        (node) => node instanceof Element && (node.matches(overlay) || !!node.querySelector(overlay)),
      );
    };
    const observer = new MutationObserver((mutations) => {
      if (record.tapAt === undefined || !mutations.some(belongsToTap)) return;
      observer.disconnect();
      requestAnimationFrame(() => (record.effectAt = performance.now()));
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    const box = control.getBoundingClientRect();
    const label = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '';
    return { x: box.x + box.width / 2, y: box.y + box.height / 2, label: `${control.localName} "${label}"` };
  }
}

/**
 * The probes as an init script. tsx (esbuild's keepNames) wraps inner
 * functions in a __name() helper that exists only in Node, so the page gets
 * a stand-in.
 */
export const VISIT_PROBES = `(() => {
  const __name = (fn) => fn;
  (${visitProbes.toString()})(${JSON.stringify({ tappable: TAPPABLE, overlay: OVERLAY, markers: MARKERS })});
})();`;
