import { minifySync, type Plugin } from 'vite';
import { preferencesBootScript } from '../lib/preferences-boot.ts';
import { themeColorMetas } from '../lib/theme-colors.ts';

/**
 * Puts the theme-color meta tags and the preferences boot script inline in
 * <head>, before any paint. The script is minified: every page carries it.
 */
export function preferencesScript(): Plugin {
  const script = minifySync('preferences-boot.js', preferencesBootScript()).code.trim().replace(/;$/, '');
  return {
    name: 'clear-north:preferences-script',
    transformIndexHtml: (html) =>
      html.replace('<!--preferences-script-->', `${themeColorMetas()}<script>${script}</script>`),
  };
}
