import { EVENT_TYPES } from '@/definitions/analytics';
import { entryReferrer } from '@/lib/analytics/referrer';
import { track } from '@/lib/analytics/track';
import { newMilestones, scrollPercent } from './scroll-milestones';

/** Time on page every minute, for up to ten; a page exit after ten seconds; load timings a second after load. */
const TIME_ON_PAGE_INTERVAL_MS = 60_000;
const TIME_ON_PAGE_LIMIT_MS = 10 * 60_000;
const PAGE_EXIT_MIN_MS = 10_000;
const LOAD_TIMING_DELAY_MS = 1_000;

export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/** The section a path belongs to: 'home', 'blog', 'services'… (a Journal page view has page 'blog'). */
export function pageName(pathname: string): string {
  return pathname.split('/').filter(Boolean)[0] ?? 'home';
}

let current: { pathname: string; stop: () => void } | undefined;

/**
 * Tracks the page at `pathname` from now on, ending the previous page's
 * tracking. The page's first script calls it for the page that loaded,
 * and the router for every page after; the same page twice is one view, so
 * the app taking over from that first script counts nothing again.
 */
export function trackPage(pathname: string): void {
  if (current?.pathname === pathname) return;
  current?.stop();
  current = { pathname, stop: startPageTracking(pathname) };
}

/**
 * The per-page tracking: a page view, scroll-depth milestones
 * (each once per page view), time on page every minute (up to ten), and a
 * page exit when the visit lasted over ten seconds.
 */
function startPageTracking(pathname: string): () => void {
  // The admin reading the figures is not a visitor.
  if (isAdminPath(pathname)) return () => {};
  const startedAt = Date.now();
  const reported = new Set<number>();
  let maxDepth = 0;
  let frame = 0;
  let exited = false;

  // After the route's page has rendered, so its title is the new one.
  const viewTimer = setTimeout(() =>
    track(EVENT_TYPES.pageView, {
      page: pageName(pathname),
      page_title: document.title,
      path: pathname,
      ...entryReferrer(document.referrer, window.location.host),
    }),
  );

  const measure = () => {
    frame = 0;
    const percent = scrollPercent(window.scrollY, window.innerHeight, document.documentElement.scrollHeight);
    maxDepth = Math.max(maxDepth, percent);
    for (const milestone of newMilestones(percent, reported)) {
      reported.add(milestone);
      track(EVENT_TYPES.scrollDepth, {
        scroll_percentage: milestone,
        milestone: `${milestone}%`,
        path: pathname,
      });
    }
  };
  const onScroll = () => {
    frame ||= requestAnimationFrame(measure);
  };

  const minuteTimer = setInterval(() => {
    const elapsed = Date.now() - startedAt;
    if (elapsed > TIME_ON_PAGE_LIMIT_MS) return clearInterval(minuteTimer);
    track(EVENT_TYPES.timeOnPage, {
      time_seconds: Math.round(elapsed / 1000),
      time_minutes: Math.round(elapsed / 60_000),
      path: pathname,
    });
  }, TIME_ON_PAGE_INTERVAL_MS);

  const exit = () => {
    const spent = Date.now() - startedAt;
    if (exited || spent <= PAGE_EXIT_MIN_MS) return;
    exited = true;
    track(EVENT_TYPES.pageExit, {
      time_spent: Math.round(spent / 1000),
      max_scroll_depth: maxDepth,
      path: pathname,
    });
  };

  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('pagehide', exit);
  return () => {
    exit();
    clearTimeout(viewTimer);
    clearInterval(minuteTimer);
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('pagehide', exit);
  };
}

/** Load time, DOM content loaded and first paint, one second after load. Once per document. */
export function reportLoadTiming(): void {
  const report = () =>
    setTimeout(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const firstPaint = performance.getEntriesByName('first-paint')[0];
      if (!navigation) return;
      track(EVENT_TYPES.performance, {
        load_time: Math.round(navigation.loadEventEnd),
        dom_content_loaded: Math.round(navigation.domContentLoadedEventEnd),
        first_paint: firstPaint ? Math.round(firstPaint.startTime) : null,
      });
    }, LOAD_TIMING_DELAY_MS);
  if (document.readyState === 'complete') report();
  else window.addEventListener('load', report, { once: true });
}
