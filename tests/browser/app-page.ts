/**
 * A page that is still a whole app (an admin's page, signed out), for what
 * only such a page does: its links are the app's route changes, and its
 * footer holds the newsletter's own form. A page of islands links to the
 * next page as a document.
 */
export const APP_PAGE = '/admin/enquiries';
