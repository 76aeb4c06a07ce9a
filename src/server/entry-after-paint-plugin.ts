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
 * (src/app/start-app.ts).
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
    `try{new PerformanceObserver(function(list){` +
    `if(painted||list.getEntriesByName('first-contentful-paint').length===0)return;painted=true;` +
    `if(wanted||document.readyState==='complete')setTimeout(go)` +
    `}).observe({type:'paint',buffered:true})}catch(e){painted=true}` +
    `function start(){if(document.visibilityState==='hidden'||painted)setTimeout(go)}` +
    `if(document.readyState==='complete')start();` +
    `else{addEventListener('load',start);setTimeout(go,${LOAD_WAIT_MS})}})()`
  );
}

/** Replaces the built page's entry script with the loader above (its hash joins the CSP's). */
export function entryAfterPaint(): Plugin {
  return {
    name: 'clear-north:entry-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entries = [...html.matchAll(ENTRY_TAG)];
        if (entries.length !== 1)
          throw new Error(`entry-after-paint: expected one entry script, found ${entries.length}`);
        return html.replace(ENTRY_TAG, (_tag, src: string) => `<script>${loader(src)}</script>`);
      },
    },
  };
}
