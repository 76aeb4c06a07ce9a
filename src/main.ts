import { reportLoadTiming, trackPage } from '@/features/analytics/page-view-tracking';
import { registerServiceWorker } from '@/lib/pwa/sw-bridge';
import { startApp } from './app/start-app';

// The page's first script, started once the page has painted: it keeps what
// every visit needs (the offline worker, the page view) and leaves the app
// until the visitor uses the page.
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
registerServiceWorker();
trackPage(window.location.pathname);
reportLoadTiming();
startApp(root);
