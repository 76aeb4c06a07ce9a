import type { EventData } from './event-types';
import { track } from './track';

const TRACK_ATTRIBUTE = 'data-track';
const TRACK_DATA_ATTRIBUTE = 'data-track-data';

/**
 * Props that make a click on a link or button record an analytics event:
 * `<Link {...trackedClick(EVENT_TYPES.pricingCtaClick, { package_name })} />`.
 * The event travels in the element's HTML, so the click counts from the
 * first paint, whether the element's island or app is live or not.
 */
export function trackedClick(eventType: string, eventData: EventData = {}): Record<string, string> {
  return { [TRACK_ATTRIBUTE]: eventType, [TRACK_DATA_ATTRIBUTE]: JSON.stringify(eventData) };
}

/** Records the event of every marked element clicked on the page (see trackedClick). */
export function followTrackedClicks(): void {
  document.addEventListener(
    'click',
    (event) => {
      const marked = event.target instanceof Element ? event.target.closest(`[${TRACK_ATTRIBUTE}]`) : null;
      const eventType = marked?.getAttribute(TRACK_ATTRIBUTE);
      if (!marked || !eventType) return;
      track(eventType, JSON.parse(marked.getAttribute(TRACK_DATA_ATTRIBUTE) ?? '{}') as EventData);
    },
    true,
  );
}
