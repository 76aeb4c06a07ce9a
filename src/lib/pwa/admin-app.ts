/**
 * The admin area as an app of its own: installed from its pages, within its
 * scope (its pages and manifests), and opened at the inbox. Plain constants,
 * so the build's tools read them too.
 */
export const ADMIN_SCOPE = '/admin/';

/** Where the installed admin app opens: the enquiry inbox (paths.adminEnquiries). */
export const ADMIN_START_URL = `${ADMIN_SCOPE}enquiries`;

/**
 * Admin page to worker: fetch the admin's files into their own cache; the
 * answer, on the port given, once done. Here, not with the other messages
 * (./messages.ts), which every page's first script carries.
 */
export const FILL_ADMIN_FILES = 'FILL_ADMIN_FILES';
