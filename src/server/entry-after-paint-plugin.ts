import type { Plugin } from 'vite';
import { APP_WANTED_ATTRIBUTE, INTENT_EVENTS } from '../lib/app-wanted.ts';

const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;

/** Starts the entry anyway if the page has not finished loading by then (a slow image on a slow line). */
const LOAD_WAIT_MS = 3000;

/**
 * Starts the app's entry once the page has loaded and its first contentful
 * paint is on screen: the prerendered HTML is the first and the largest
 * paint, and nothing they do not need is fetched before them. A hidden tab
 * does not paint, so it starts when loaded. A browser without
 * PerformanceObserver starts when loaded; one without paint timing after
 * LOAD_WAIT_MS. A visitor who uses the page (see INTENT_EVENTS) starts it
 * without waiting for the load, though never before the first paint (a
 * pointer resting over the window meets the page before it paints), and the
 * attribute left on <html> tells the entry they want the app
 * (src/app/start-app.ts). It listens from when it runs, which on a slow line
 * can be after the first paint: a use before then counts if it left the
 * focus on a control (a tap on the menu, a key) or the page scrolled; a move
 * of the pointer goes unseen, and its next one counts.
 */
export function loader(src: string): string {
  return (
    `(function(){var started=false,painted=false,wanted=false;function go(){if(started)return;started=true;` +
    `var s=document.createElement('script');s.type='module';s.crossOrigin='';` +
    `s.src=${JSON.stringify(src)};document.head.appendChild(s)}` +
    `function want(){document.documentElement.setAttribute(${JSON.stringify(APP_WANTED_ATTRIBUTE)},'');` +
    `wanted=true;if(painted)go()}` +
    `${JSON.stringify(INTENT_EVENTS)}.forEach(function(type){` +
    `addEventListener(type,want,{capture:true,passive:true,once:true})});` +
    `var used=document.activeElement;` +
    `if(scrollY>0||(used&&used!==document.body&&used!==document.documentElement))want();` +
    `try{new PerformanceObserver(function(list){` +
    `if(painted||list.getEntriesByName('first-contentful-paint').length===0)return;painted=true;` +
    `if(wanted||document.readyState==='complete')setTimeout(go)` +
    `}).observe({type:'paint',buffered:true})}catch(e){painted=true}` +
    `function start(){if(document.visibilityState==='hidden'||painted)setTimeout(go)}` +
    `if(document.readyState==='complete')start();` +
    `else{addEventListener('load',start);setTimeout(go,${LOAD_WAIT_MS})}})()`
  );
}

/**
 * Replaces the built page's entry script with the loader above, as a file of
 * its own: every page then shares one cached copy, and the home page's HTML,
 * headers included, fits the 14,600 bytes a new connection's first round trip
 * carries. It is fetched async, so it never holds up the first paint; async
 * scripts run before the load event.
 */
export function entryAfterPaint(): Plugin {
  return {
    name: 'clear-north:entry-after-paint',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const shell = bundle['index.html'];
      // The server bundle has no page.
      if (shell?.type !== 'asset') return;
      const html = String(shell.source);
      const entries = [...html.matchAll(ENTRY_TAG)];
      const src = entries[0]?.[1];
      if (entries.length !== 1 || !src)
        throw new Error(`entry-after-paint: expected one entry script, found ${entries.length}`);
      const file = this.getFileName(this.emitFile({ type: 'asset', name: 'loader.js', source: loader(src) }));
      shell.source = html.replace(ENTRY_TAG, `<script async src="/${file}"></script>`);
    },
  };
}
