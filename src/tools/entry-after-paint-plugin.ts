import type { Plugin } from 'vite';
import { INTENT_EVENTS } from '../lib/early-use.ts';
import { chatTriggersScript } from '../lib/chat-shell.ts';
import { formStartScript } from '../lib/form-start.ts';
import { FORM_TRAPS } from '../definitions/form-traps.ts';
import { SERVICE_WORKER_URL } from '../lib/pwa/messages.ts';
import { chatShellSource } from './chat-shell-asset.ts';

const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;

/** The head's first script: the inline preferences script (src/tools/preferences-script-plugin.ts). */
const FIRST_INLINE_SCRIPT = /<head>[^]*?<script>([^<]*)<\/script>/;

/** Starts the entry anyway if the page has not finished loading by then (a slow image on a slow line). */
const LOAD_WAIT_MS = 3000;

/**
 * Asks for the loader once the first contentful paint is on screen, so
 * nothing but the page itself (its HTML, font and inline image) comes before
 * its first and largest paint. A browser without paint timing asks at once;
 * a tab opened in the background asks when it is first shown, as that is
 * when it paints. It keeps nothing for the page's code: what is done before
 * that code arrives works as served (links, `<details>`, dialogs opened by
 * their buttons' commands, real forms that post to the site), or is done
 * once it is live, by the rule in src/app/kept-until-live.ts.
 */
export function requestAfterPaint(loaderSrc: string): string {
  return (
    `{let go=()=>{let s=document.createElement('script');s.src=${JSON.stringify(loaderSrc)};document.head.appendChild(s)};` +
    `try{if(!PerformanceObserver.supportedEntryTypes.includes('paint'))throw 0;` +
    `new PerformanceObserver((list,observer)=>{` +
    `if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();go()}` +
    `}).observe({type:'paint',buffered:true})}catch{go()}}`
  );
}

/**
 * Starts the page's first script once the page has loaded; it runs after
 * the first paint (see requestAfterPaint). A visitor who uses the page (see
 * INTENT_EVENTS) starts it without waiting for the load, and so does a use
 * made before this ran that is still to be seen: the focus left on a
 * control (a tap on the menu, a key), the page scrolled, or the pointer
 * over the page (where a click, or a tap, leaves it). It also times the
 * page's forms (src/lib/form-start.ts), and opens the assistant's panel
 * at a chat trigger's press (src/lib/chat-shell.ts).
 */
export function loader(src: string, chatShellSrc: string): string {
  return (
    `${formStartScript(FORM_TRAPS.fillTime)};` +
    `(function(){var started=false;function go(){if(started)return;started=true;` +
    `var w=navigator.serviceWorker;w&&w.register(${JSON.stringify(SERVICE_WORKER_URL)},{scope:'/'}).catch(function(){});` +
    `var s=document.createElement('script');s.type='module';s.crossOrigin='';` +
    `s.src=${JSON.stringify(src)};document.head.appendChild(s)}` +
    `${JSON.stringify(INTENT_EVENTS)}.forEach(function(type){` +
    `addEventListener(type,go,{capture:true,passive:true,once:true})});` +
    `${chatTriggersScript(chatShellSrc, 'go')};` +
    `var used=document.activeElement;` +
    `if(scrollY>0||document.querySelector(':hover')||` +
    `(used&&used!==document.body&&used!==document.documentElement))return go();` +
    `if(document.readyState==='complete')setTimeout(go);` +
    `else{addEventListener('load',function(){setTimeout(go)});setTimeout(go,${LOAD_WAIT_MS})}})()`
  );
}

/**
 * Replaces the built page's entry script with the loader above, as a file of
 * its own that every page shares, asked for by the head's inline script
 * after the first paint: the home page's HTML, headers included, fits the
 * 14,600 bytes a new connection's first round trip carries, and no request
 * but the page's own ends before its largest paint.
 */
export function entryAfterPaint(): Plugin {
  return {
    name: 'clear-north:entry-after-paint',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const shell = bundle['index.html'];
      // The server bundle has no page.
      if (shell?.type !== 'asset') return;
      const html = String(shell.source);
      const entries = [...html.matchAll(ENTRY_TAG)];
      const src = entries[0]?.[1];
      if (entries.length !== 1 || !src)
        throw new Error(`entry-after-paint: expected one entry script, found ${entries.length}`);
      if (!FIRST_INLINE_SCRIPT.test(html))
        throw new Error('entry-after-paint: expected an inline script in the head to join');
      const chatShell = this.getFileName(
        this.emitFile({ type: 'asset', name: 'chat-shell.js', source: await chatShellSource(bundle) }),
      );
      const file = this.getFileName(
        this.emitFile({ type: 'asset', name: 'loader.js', source: loader(src, `/${chatShell}`) }),
      );
      shell.source = html
        .replace(ENTRY_TAG, '')
        .replace(FIRST_INLINE_SCRIPT, (tag, code: string) =>
          tag.replace(
            `<script>${code}</script>`,
            `<script>${code};${requestAfterPaint(`/${file}`)}</script>`,
          ),
        );
    },
  };
}
