/** The id of the page's main content: the skip link leads there, and back to top leaves focus there. */
export const MAIN_ID = 'main';
