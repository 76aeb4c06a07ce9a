import type { Plugin, PluginOption } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { site } from '../content/site.ts';
import { MANIFEST_FILES, THEME_COLORS, type ThemeVariant } from '../lib/theme-colors.ts';
import { clientDir } from './dist-dir.ts';
import { PACK_PREFIX } from './first-install-packs.ts';

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
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
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
        icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
      },
      {
        name: 'Journal',
        short_name: 'Journal',
        description: 'Read the latest articles',
        url: '/blog',
        icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
      },
    ],
  };
}

/**
 * The manifests of the other themes, beside vite-plugin-pwa's light one: the
 * page points its manifest link at the theme it shows, so the installed
 * app's splash and title bar match it.
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
        // packs hold files the precache has one by one.
        globIgnores: ['build-inputs.sha256', 'og/**', `${PACK_PREFIX}*`],
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
        buildPlugins: { vite: workerPlugins },
      },
      manifest: webManifest('light'),
      devOptions: { enabled: false },
    }),
  ];
}
