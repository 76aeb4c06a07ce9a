import { button } from '@/components/ui/button/button.css';
import * as styles from './back-to-top.css';

const SVG = 'http://www.w3.org/2000/svg';

/** The arrow of the icon set (src/components/ui/icon), drawn without React. */
function arrowUp(): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  const attributes = {
    'aria-hidden': 'true',
    focusable: 'false',
    width: '22',
    height: '22',
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  };
  for (const [name, value] of Object.entries(attributes)) svg.setAttribute(name, value);
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', 'M12 19V5m-6 6 6-6 6 6');
  svg.append(path);
  return svg;
}

/** The back-to-top button, made when first needed: it is not part of any page's HTML, nor of its first bytes. */
export function backToTopButton(): HTMLButtonElement {
  const control = document.createElement('button');
  control.type = 'button';
  control.className = `${button({ variant: 'secondary', size: 'icon' })} ${styles.button}`;
  control.setAttribute('aria-label', 'Back to top');
  control.append(arrowUp());
  return control;
}
