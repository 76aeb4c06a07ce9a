/** On an island's box once it is live. */
export const ISLAND_LIVE_ATTRIBUTE = 'data-island-live';

/** Dispatched on an island's box once it has woken, live or not (its code did not arrive). */
export const ISLAND_SETTLED_EVENT = 'island-settled';
