import { lazy, type ComponentType } from 'react';

function island<P extends object>(load: () => Promise<ComponentType<P>>) {
  return { load, Component: lazy(() => load().then((component) => ({ default: component }))) };
}

/**
 * Every island the site has: the interactive parts of a page that hydrate
 * on their own, each from its own chunk. Their props travel in the page's
 * HTML, so they are plain data.
 */
export const islandComponents = {
  'account-controls': island(() => import('@/app/layout/account-controls').then((m) => m.AccountControls)),
  'accessibility-panel': island(() =>
    import('@/app/layout/header-preferences').then((m) => m.HeaderPreferences),
  ),
  'mobile-menu': island(() => import('@/app/layout/mobile-menu').then((m) => m.MobileMenu)),
  'shortcuts-dialog': island(() =>
    import('@/features/shortcuts/shortcuts-dialog').then((m) => m.ShortcutsDialog),
  ),
  toasts: island(() => import('@/components/ui/toast').then((m) => m.ToastRegion)),
  'pwa-notices': island(() => import('@/features/pwa/pwa-notices').then((m) => m.PwaNotices)),
  assistant: island(() => import('@/features/assistant/chat-triggers').then((m) => m.ChatTriggers)),
  'newsletter-popup': island(() =>
    import('@/features/newsletter/newsletter-popup').then((m) => m.NewsletterPopup),
  ),
  cursor: island(() => import('@/features/cursor/custom-cursor').then((m) => m.CustomCursor)),
};

export type IslandName = keyof typeof islandComponents;

export type IslandProps<N extends IslandName> =
  Awaited<ReturnType<(typeof islandComponents)[N]['load']>> extends ComponentType<infer P> ? P : never;
