import { formatRemaining, timeRemaining } from '@/lib/countdown';
import { OFFER_BADGE_ATTRIBUTE, OFFER_COUNTDOWN_TAG } from './offer-countdown-attributes';

/** The countdown is recalculated every 60 seconds. */
const RECALCULATE_MS = 60_000;

/**
 * The offer countdown as a custom element. The page is served with the
 * offer's end date, which the page cannot know the clock for; the element
 * shows the time left from the page's first script, wherever it is
 * inserted (a page as served, or a page the app renders), with no React.
 */
function offerCountdownClass() {
  return class OfferCountdown extends HTMLElement {
    private timer: number | undefined;

    connectedCallback(): void {
      this.show();
      this.timer = window.setInterval(() => this.show(), RECALCULATE_MS);
    }

    disconnectedCallback(): void {
      window.clearInterval(this.timer);
    }

    private show(): void {
      const ends = new Date(this.dataset.ends ?? '');
      const now = new Date();
      if (Number.isNaN(ends.getTime())) return;
      if (now >= ends) {
        window.clearInterval(this.timer);
        const badge = this.closest<HTMLElement>(`[${OFFER_BADGE_ATTRIBUTE}]`);
        if (badge) badge.hidden = true;
        return;
      }
      const time = document.createElement('span');
      time.className = this.dataset.timeClass ?? '';
      time.textContent = formatRemaining(timeRemaining(now, ends));
      this.replaceChildren('Ends in ', time);
    }
  };
}

/** Defines the element, once: a page's first script calls it (the class needs a browser to exist). */
export function defineOfferCountdown(): void {
  if (!customElements.get(OFFER_COUNTDOWN_TAG))
    customElements.define(OFFER_COUNTDOWN_TAG, offerCountdownClass());
}
