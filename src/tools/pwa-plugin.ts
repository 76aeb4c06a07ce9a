import type { Plugin, PluginOption } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { site } from '../content/site.ts';
import { ADMIN_SCOPE, ADMIN_START_URL } from '../lib/pwa/admin-app.ts';
import { MANIFEST_FILES, THEME_COLORS, type ThemeVariant } from '../lib/theme-colors.ts';
import { clientDir } from './dist-dir.ts';
import { PACK_PREFIX } from './first-install-packs.ts';

const ICONS: ManifestOptions['icons'] = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

const SHORTCUT_ICONS = [{ src: '/icons/icon-192.png', sizes: '192x192' }];

/** The web app manifest, coloured for one theme. */
function webManifest(theme: ThemeVariant): Partial<ManifestOptions> {
  return {
    id: '/',
    name: `${site.name} — Digital Marketing, Newcastle upon Tyne`,
    short_name: site.name,
    description: site.description,
    lang: 'en-GB',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: THEME_COLORS[theme],
    theme_color: THEME_COLORS[theme],
    categories: ['business', 'productivity'],
    icons: ICONS,
    screenshots: [
      {
        src: '/screenshots/home-narrow.png',
        sizes: '390x844',
        type: 'image/png',
        form_factor: 'narrow',
        label: 'The Clear North home page on a phone',
      },
      {
        src: '/screenshots/home-wide.png',
        sizes: '1280x800',
        type: 'image/png',
        form_factor: 'wide',
        label: 'The Clear North home page on a desktop',
      },
    ],
    shortcuts: [
      {
        name: 'Contact',
        short_name: 'Contact',
        description: 'Send us a message or book a call',
        url: '/contact',
        icons: SHORTCUT_ICONS,
      },
      {
        name: 'Journal',
        short_name: 'Journal',
        description: 'Read the latest articles',
        url: '/blog',
        icons: SHORTCUT_ICONS,
      },
    ],
  };
}

/**
 * The admin area's own installable app, coloured for one theme: opens at the
 * inbox, stays within /admin/, and is linked from the admin's pages only
 * (adminManifestLink), so a visitor is never offered it.
 */
export function adminManifest(theme: ThemeVariant): Partial<ManifestOptions> {
  return {
    id: ADMIN_SCOPE,
    name: `${site.name} Admin`,
    short_name: `${site.name} Admin`,
    description: `Enquiries, subscribers and analytics for ${site.name}'s admin.`,
    lang: 'en-GB',
    dir: 'ltr',
    start_url: ADMIN_START_URL,
    scope: ADMIN_SCOPE,
    display: 'standalone',
    orientation: 'any',
    background_color: THEME_COLORS[theme],
    theme_color: THEME_COLORS[theme],
    categories: ['business', 'productivity'],
    icons: ICONS,
    shortcuts: [
      {
        name: 'Enquiries',
        short_name: 'Enquiries',
        description: 'Read and answer the enquiries',
        url: ADMIN_START_URL,
        icons: SHORTCUT_ICONS,
      },
    ],
  };
}

/** An admin page's HTML with its manifest link pointed at the admin's own app, not the site's. */
export function adminManifestLink(html: string): string {
  const link = `<link rel="manifest" href="/${MANIFEST_FILES.light}">`;
  if (!html.includes(link)) throw new Error(`pwa: an admin page has no ${link} to point at the admin's app`);
  return html.replace(link, `<link rel="manifest" href="${ADMIN_SCOPE}${MANIFEST_FILES.light}">`);
}

/**
 * The manifests of the other themes, beside vite-plugin-pwa's light one, and
 * the admin's, one per theme: the page points its manifest link at the theme
 * it shows, so the installed app's splash and title bar match it.
 */
function themedManifests(): Plugin {
  return {
    name: 'clear-north:themed-manifests',
    apply: 'build',
    generateBundle(options) {
      if (options.dir !== clientDir) return;
      for (const theme of ['dark', 'lightHighContrast', 'darkHighContrast'] as const) {
        this.emitFile({
          type: 'asset',
          fileName: MANIFEST_FILES[theme],
          source: JSON.stringify(webManifest(theme)),
        });
      }
      for (const theme of Object.keys(MANIFEST_FILES) as ThemeVariant[]) {
        this.emitFile({
          type: 'asset',
          fileName: `${ADMIN_SCOPE.slice(1)}${MANIFEST_FILES[theme]}`,
          source: JSON.stringify(adminManifest(theme)),
        });
      }
    },
  };
}

/**
 * The service worker (src/sw.ts, injectManifest) and the web app manifest.
 * The worker is registered by src/lib/pwa/sw-bridge.ts, which asks before
 * swapping versions ('prompt'): never a silent reload mid-form.
 */
export function pwa({ workerPlugins }: { workerPlugins: Plugin[] }): PluginOption {
  return [
    themedManifests(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      outDir: clientDir,
      registerType: 'prompt',
      injectRegister: false,
      injectManifest: {
        // Every prerendered page, the app shell, fonts, icons, images and downloads.
        globPatterns: ['**/*.{html,js,css,woff2,svg,png,webmanifest,json,md}'],
        // Sharing images are for other sites' link previews, never shown offline; a first install's
        // packs hold files the precache has one by one; the build's manifest is for tests.
        globIgnores: ['build-inputs.sha256', 'og/**', `${PACK_PREFIX}*`, '.vite/**'],
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
        buildPlugins: { vite: workerPlugins },
      },
      manifest: webManifest('light'),
      devOptions: { enabled: false },
    }),
  ];
}
