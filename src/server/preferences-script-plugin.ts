import type { Plugin } from 'vite';
import { preferencesBootScript } from '../lib/preferences-boot.ts';

/** Puts the preferences boot script inline in <head>, before any paint. */
export function preferencesScript(): Plugin {
  return {
    name: 'clear-north:preferences-script',
    transformIndexHtml: (html) =>
      html.replace('<!--preferences-script-->', `<script>${preferencesBootScript()}</script>`),
  };
}
