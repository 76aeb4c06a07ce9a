// Inline (`?data-uri`): a service's hero paints with the page's HTML, not a request after it.
import branding from './images/service-branding.svg?data-uri';
import contentStrategy from './images/service-content-strategy.svg?data-uri';
import fallback from './images/service-default.svg?data-uri';
import influencerMarketing from './images/service-influencer-marketing.svg?data-uri';
import ppcAdvertising from './images/service-ppc-advertising.svg?data-uri';
import seo from './images/service-seo.svg?data-uri';
import socialMediaAds from './images/service-social-media-ads.svg?data-uri';
import strategyConsulting from './images/service-strategy-consulting.svg?data-uri';
import webFunnel from './images/service-web-funnel.svg?data-uri';
import type { ServiceId } from '@/definitions/services';

export interface ServiceImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

// Every service illustration is drawn on the same 16:9 canvas.
const WIDTH = 1200;
const HEIGHT = 675;

function image(src: string, alt: string): ServiceImage {
  return { src, alt, width: WIDTH, height: HEIGHT };
}

// A Record, so a new service without an illustration fails the typecheck.
const images: Record<ServiceId, ServiceImage> = {
  'influencer-marketing': image(
    influencerMarketing,
    'A small network of people connected to one highlighted central figure',
  ),
  'web-funnel': image(webFunnel, 'A funnel narrowing many dots into one, beside a browser window'),
  'content-strategy': image(contentStrategy, 'A content calendar grid with one card highlighted'),
  'ppc-advertising': image(
    ppcAdvertising,
    'A cursor clicking a highlighted ad result beside a rising bar chart',
  ),
  'social-media-ads': image(socialMediaAds, 'A phone showing a social feed with one highlighted ad card'),
  seo: image(seo, 'A magnifying glass over search results with the top result highlighted'),
  'strategy-consulting': image(
    strategyConsulting,
    'A chessboard with a single piece and a dotted path leading to a target',
  ),
  branding: image(branding, 'Simple geometric shapes composed into one logo-like mark'),
};

// A Map, so ids such as 'constructor' cannot reach Object.prototype.
const imagesById = new Map<string, ServiceImage>(Object.entries(images));

export const defaultServiceImage = image(fallback, 'A compass pointing north');

/** Each service page has a hero image chosen by its id, with a default for any other id. */
export function serviceImageFor(id: string): ServiceImage {
  return imagesById.get(id) ?? defaultServiceImage;
}
