import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loader } from './entry-after-paint-plugin';

interface Page {
  visibilityState: 'visible' | 'hidden';
  readyState: 'loading' | 'interactive' | 'complete';
  painted: boolean;
  /** What had the focus when the loader ran, and how far the page was scrolled. */
  focused?: 'body' | 'control';
  scrollY?: number;
}

interface PaintList {
  getEntriesByName(name: string): object[];
}

/** Runs the loader against a stand-in page; returns what it appended and how to move the page on. */
function load(page: Page) {
  const appended: Array<{ type: string; src: string }> = [];
  const listeners: Record<string, () => void> = {};
  const rootAttributes = new Set<string>();
  const observers: Array<() => void> = [];
  const paintList = (): PaintList => ({
    getEntriesByName: (name) => (name === 'first-contentful-paint' && page.painted ? [{}] : []),
  });
  const body = {};
  const documentElement = { setAttribute: (name: string) => rootAttributes.add(name) };
  runInNewContext(loader('/assets/index-abc.js'), {
    scrollY: page.scrollY ?? 0,
    document: {
      body,
      documentElement,
      activeElement: page.focused === 'control' ? {} : body,
      get visibilityState() {
        return page.visibilityState;
      },
      get readyState() {
        return page.readyState;
      },
      createElement: () => ({}),
      head: { appendChild: (script: { type: string; src: string }) => appended.push(script) },
    },
    PerformanceObserver: class {
      constructor(private readonly callback: (list: PaintList) => void) {
        observers.push(() => callback(paintList()));
      }
      // `buffered: true` hands over a paint that came before.
      observe() {
        if (page.painted) this.callback(paintList());
      }
    },
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    setTimeout,
  });
  return {
    appended,
    rootAttributes,
    use(type: string) {
      listeners[type]?.();
    },
    loaded() {
      page.readyState = 'complete';
      listeners.load?.();
    },
    paint() {
      page.painted = true;
      for (const observer of observers) observer();
    },
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the entry loader', () => {
  it('waits for the load and the first contentful paint, then starts the entry once', () => {
    const page = load({ visibilityState: 'visible', readyState: 'loading', painted: false });
    page.loaded();
    vi.advanceTimersByTime(100);
    expect(page.appended).toEqual([]);
    page.paint();
    page.paint();
    vi.advanceTimersByTime(0);
    expect(page.appended).toEqual([{ type: 'module', crossOrigin: '', src: '/assets/index-abc.js' }]);
    vi.advanceTimersByTime(5_000);
    expect(page.appended).toHaveLength(1);
  });

  it('starts at once when the page has already loaded and painted', () => {
    const page = load({ visibilityState: 'visible', readyState: 'complete', painted: true });
    vi.advanceTimersByTime(0);
    expect(page.appended).toHaveLength(1);
  });

  it('starts a tab in the background when it has loaded, since it does not paint', () => {
    const page = load({ visibilityState: 'hidden', readyState: 'loading', painted: false });
    page.loaded();
    vi.advanceTimersByTime(0);
    expect(page.appended).toHaveLength(1);
  });

  it('starts at once when the visitor uses the page first, and says they want the app', () => {
    const page = load({ visibilityState: 'visible', readyState: 'loading', painted: true });
    page.use('touchstart');
    expect(page.appended).toHaveLength(1);
    expect([...page.rootAttributes]).toEqual(['data-app-wanted']);
    page.loaded();
    vi.advanceTimersByTime(5_000);
    expect(page.appended).toHaveLength(1);
  });

  it('waits for the first paint when the visitor uses the page before it', () => {
    const page = load({ visibilityState: 'visible', readyState: 'loading', painted: false });
    page.use('pointerover');
    vi.advanceTimersByTime(100);
    expect(page.appended).toEqual([]);
    expect([...page.rootAttributes]).toEqual(['data-app-wanted']);
    page.paint();
    vi.advanceTimersByTime(0);
    expect(page.appended).toHaveLength(1);
    page.loaded();
    vi.advanceTimersByTime(5_000);
    expect(page.appended).toHaveLength(1);
  });

  it.each([
    ['left the focus on a control', { focused: 'control' as const }],
    ['scrolled the page', { scrollY: 120 }],
  ])('counts a use before it ran that %s, once the page has painted', (_use, before) => {
    const page = load({ visibilityState: 'visible', readyState: 'loading', painted: false, ...before });
    expect([...page.rootAttributes]).toEqual(['data-app-wanted']);
    vi.advanceTimersByTime(100);
    expect(page.appended).toEqual([]);
    page.paint();
    vi.advanceTimersByTime(0);
    expect(page.appended).toHaveLength(1);
  });

  it('starts after three seconds on a page still loading (a slow image on a slow line)', () => {
    const page = load({ visibilityState: 'visible', readyState: 'loading', painted: true });
    vi.advanceTimersByTime(2_999);
    expect(page.appended).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(page.appended).toHaveLength(1);
  });
});
