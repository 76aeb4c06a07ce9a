/**
 * Set by the server on an island whose HTML it changed for one request
 * (pb_hooks/lib/case-study-page.js filters the business examples by the
 * address). The island's code did not render that HTML, so it cannot hydrate
 * it: it renders afresh over it, in one commit, showing the same thing.
 */
export const RENDER_AFRESH_ATTRIBUTE = 'data-render-afresh';
