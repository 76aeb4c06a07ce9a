import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loader, requestAfterPaint } from './entry-after-paint-plugin';

interface Page {
  readyState: 'loading' | 'interactive' | 'complete';
  /** What the visitor did before the loader ran, still to be seen when it runs. */
  focused?: 'body' | 'control';
  scrollY?: number;
  hovered?: boolean;
  /** The browser has no service workers, or refuses to register one. */
  workers?: 'none' | 'refused';
}

/** Runs the loader against a stand-in page; returns what it appended and how to move the page on. */
function runLoader(page: Page) {
  const appended: Array<{ type: string; src: string }> = [];
  const registered: Array<{ url: string; scope: string }> = [];
  const listeners: Record<string, () => void> = {};
  const body = {};
  const register = (url: string, { scope }: { scope: string }) => {
    registered.push({ url, scope });
    return page.workers === 'refused' ? Promise.reject(new Error('refused')) : Promise.resolve({});
  };
  runInNewContext(loader('/assets/index-abc.js', '/assets/chat-shell-abc.js'), {
    navigator: page.workers === 'none' ? {} : { serviceWorker: { register } },
    scrollY: page.scrollY ?? 0,
    window: {},
    document: {
      body,
      documentElement: {},
      activeElement: page.focused === 'control' ? {} : body,
      get readyState() {
        return page.readyState;
      },
      querySelector: (selector: string) => (selector === ':hover' && page.hovered ? {} : null),
      createElement: () => ({}),
      addEventListener: () => undefined,
      head: { appendChild: (script: { type: string; src: string }) => appended.push(script) },
      forms: [],
    },
    performance: { now: () => 0, getEntriesByType: () => [] },
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    setTimeout,
  });
  return {
    appended,
    registered,
    use(type: string) {
      listeners[type]?.();
    },
    loaded() {
      page.readyState = 'complete';
      listeners.load?.();
    },
  };
}

interface PaintTiming {
  /** Entry types the browser's PerformanceObserver knows; undefined: it has none. */
  supported?: string[];
}

/** Runs the head's request for the loader; returns the scripts it appended and how to paint. */
function runHeadScript({ supported }: PaintTiming) {
  const appended: Array<{ src: string }> = [];
  const observers: PerformanceObserver[] = [];
  let painted: string[] = [];
  const paintList = () => ({ getEntriesByName: (name: string) => painted.filter((entry) => entry === name) });
  class PerformanceObserver {
    static supportedEntryTypes = supported;
    disconnected = false;
    constructor(private readonly callback: (list: object, observer: object) => void) {
      observers.push(this);
    }
    // `buffered: true` hands over a paint that came before.
    observe() {
      this.notify();
    }
    notify() {
      if (painted.length > 0 && !this.disconnected) this.callback(paintList(), this);
    }
    disconnect() {
      this.disconnected = true;
    }
  }
  runInNewContext(requestAfterPaint('/assets/loader-abc.js'), {
    document: {
      createElement: () => ({}),
      addEventListener: () => undefined,
      head: { appendChild: (script: { src: string }) => appended.push(script) },
    },
    ...(supported ? { PerformanceObserver } : {}),
  });
  return {
    appended,
    paint(entry: 'first-paint' | 'first-contentful-paint') {
      painted = [...painted, entry];
      for (const observer of observers) observer.notify();
    },
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("the head's request for the loader", () => {
  it('asks for the loader once, when the first contentful paint is on screen', () => {
    const head = runHeadScript({ supported: ['paint', 'largest-contentful-paint'] });
    expect(head.appended).toEqual([]);
    head.paint('first-paint');
    expect(head.appended).toEqual([]);
    head.paint('first-contentful-paint');
    expect(head.appended).toEqual([{ src: '/assets/loader-abc.js' }]);
    head.paint('first-contentful-paint');
    expect(head.appended).toHaveLength(1);
  });

  it.each([
    ['has no paint timing', { supported: ['navigation'] }],
    ['has no PerformanceObserver', {}],
  ])('asks at once in a browser that %s, which would never say it painted', (_case, timing) => {
    const head = runHeadScript(timing);
    expect(head.appended).toEqual([{ src: '/assets/loader-abc.js' }]);
  });
});

describe('the entry loader', () => {
  it('starts the entry once the page has loaded, once', () => {
    const page = runLoader({ readyState: 'interactive' });
    vi.advanceTimersByTime(100);
    expect(page.appended).toEqual([]);
    page.loaded();
    vi.advanceTimersByTime(0);
    expect(page.appended).toEqual([{ type: 'module', crossOrigin: '', src: '/assets/index-abc.js' }]);
    page.use('pointerover');
    vi.advanceTimersByTime(5_000);
    expect(page.appended).toHaveLength(1);
  });

  it('registers the service worker as it starts the entry, once, and goes on where there is none', async () => {
    const page = runLoader({ readyState: 'interactive' });
    expect(page.registered).toEqual([]);
    page.loaded();
    vi.advanceTimersByTime(0);
    page.use('pointerover');
    expect(page.registered).toEqual([{ url: '/sw.js', scope: '/' }]);
    for (const workers of ['none', 'refused'] as const) {
      const without = runLoader({ readyState: 'complete', workers });
      vi.advanceTimersByTime(0);
      await Promise.resolve();
      expect(without.appended).toHaveLength(1);
    }
  });

  it('starts at once when the page has already loaded', () => {
    const page = runLoader({ readyState: 'complete' });
    vi.advanceTimersByTime(0);
    expect(page.appended).toHaveLength(1);
  });

  it('starts at once when the visitor uses the page first', () => {
    const page = runLoader({ readyState: 'loading' });
    page.use('touchstart');
    expect(page.appended).toHaveLength(1);
    page.loaded();
    vi.advanceTimersByTime(5_000);
    expect(page.appended).toHaveLength(1);
  });

  it.each([
    ['left the focus on a control', { focused: 'control' as const }],
    ['scrolled the page', { scrollY: 120 }],
    ['left the pointer over the page', { hovered: true }],
  ])('counts a use before it ran that %s', (_use, before) => {
    const page = runLoader({ readyState: 'loading', ...before });
    expect(page.appended).toHaveLength(1);
  });

  it('does not count a page merely looked at', () => {
    const page = runLoader({ readyState: 'loading', focused: 'body' });
    expect(page.appended).toEqual([]);
  });

  it('starts after three seconds on a page still loading (a slow image on a slow line)', () => {
    const page = runLoader({ readyState: 'loading' });
    vi.advanceTimersByTime(2_999);
    expect(page.appended).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(page.appended).toHaveLength(1);
  });
});
