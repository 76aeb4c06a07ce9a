import type { Plugin } from 'vite';
import { preferencesBootScript } from '../lib/preferences-boot.ts';
import { themeColorMetas } from '../lib/theme-colors.ts';

/** Puts the theme-color meta tags and the preferences boot script inline in <head>, before any paint. */
export function preferencesScript(): Plugin {
  return {
    name: 'clear-north:preferences-script',
    transformIndexHtml: (html) =>
      html.replace(
        '<!--preferences-script-->',
        `${themeColorMetas()}\n    <script>${preferencesBootScript()}</script>`,
      ),
  };
}
