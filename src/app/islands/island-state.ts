/** On an island's box once it is live. */
export const ISLAND_LIVE_ATTRIBUTE = 'data-island-live';

/** On an island's box while its code is on its way. */
export const ISLAND_WAKING_ATTRIBUTE = 'data-island-waking';

/** Dispatched on an island's box once it has woken, live or not (its code did not arrive). */
export const ISLAND_SETTLED_EVENT = 'island-settled';
