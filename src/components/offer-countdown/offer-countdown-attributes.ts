/** The countdown's tag: `<offer-countdown data-ends="ISO date" data-time-class="…">` (./offer-countdown-element.ts). */
export const OFFER_COUNTDOWN_TAG = 'offer-countdown';

/** On the countdown's badge, which it hides once the offer has ended. */
export const OFFER_BADGE_ATTRIBUTE = 'data-offer';
