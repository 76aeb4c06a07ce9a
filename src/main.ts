import { reportLoadTiming, trackPage } from '@/features/analytics/page-view-tracking';
import { registerServiceWorker } from '@/lib/pwa/sw-bridge';
import { FORM_ANSWER_ATTRIBUTE } from '@/lib/form-start';
import { sendFormsBeforeLive } from './app/forms-before-live';
import { startApp } from './app/start-app';

// The page's first script, started once the page has painted: it keeps what
// every visit needs (the offline worker, the page view) and leaves the app
// until the visitor uses the page.
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
registerServiceWorker();
trackPage(window.location.pathname);
reportLoadTiming();
sendFormsBeforeLive();
// A page the site sent back with a form's errors holds the visitor's values,
// which the app would set back to its own: it stays a plain page, whose
// form the browser sends (pb_hooks/forms.pb.js).
if (!document.documentElement.hasAttribute(FORM_ANSWER_ATTRIBUTE)) startApp(root);
