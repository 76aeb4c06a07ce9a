import { color } from '@/styles/theme.css';

export interface ChartColors {
  text: string;
  muted: string;
  grid: string;
  pageViews: string;
  visitors: string;
}

/** The value a theme token has now (a canvas cannot read CSS variables itself). */
function tokenValue(token: string, element: Element): string {
  const name = /var\((--[^),]+)/.exec(token)?.[1];
  return name ? getComputedStyle(element).getPropertyValue(name).trim() : token;
}

/** The chart's colours from the current theme, so it reads in dark and high-contrast themes too. */
export function chartColors(element: Element): ChartColors {
  return {
    text: tokenValue(color.text, element),
    muted: tokenValue(color.textMuted, element),
    grid: tokenValue(color.border, element),
    pageViews: tokenValue(color.accent, element),
    visitors: tokenValue(color.text, element),
  };
}

/** Calls `onChange` when the visitor switches theme or contrast (attributes on <html>). */
export function watchTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-theme', 'data-contrast'],
  });
  return () => observer.disconnect();
}
