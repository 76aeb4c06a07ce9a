import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { site } from '../content/site.ts';
import { clientDir } from './dist-dir.ts';

const PAPER = '#fbfaf7';

/**
 * The service worker (src/sw.ts, injectManifest) and the web app manifest.
 * The worker is registered by src/lib/pwa/sw-bridge.ts, which asks before
 * swapping versions ('prompt'): never a silent reload mid-form.
 */
export function pwa(): PluginOption {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    outDir: clientDir,
    registerType: 'prompt',
    injectRegister: false,
    injectManifest: {
      // Every prerendered page, the app shell, fonts, icons, images and downloads.
      globPatterns: ['**/*.{html,js,css,woff2,svg,png,webmanifest,json,md}'],
      // Sharing images are for other sites' link previews, never shown offline.
      globIgnores: ['build-inputs.sha256', 'og/**'],
      maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
    },
    manifest: {
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
      background_color: PAPER,
      theme_color: PAPER,
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
    },
    devOptions: { enabled: false },
  });
}
