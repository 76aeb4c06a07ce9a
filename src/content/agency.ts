import { about } from './about';
import { NEUTRAL_NAME, published, readAgencySettings } from './agency-settings';
import { facts } from './facts';
import { trustFigures } from './pricing';
import { testimonials } from './testimonials';

const settings = readAgencySettings(import.meta.env);
// Samples help while writing the site; a production build never shows them.
const showSamples = import.meta.env.DEV;

const memberships = published(about.memberships, showSamples).map((membership) => membership.name);

/** The agency's details and signed-off content, as the pages show them. */
export const agency = {
  /** Who the agency is, as far as it has said: ./business-facts.ts. */
  facts,
  /** The data controller on /privacy: the registered name, or who speaks for the agency until then. */
  controllerName: facts.legalName ?? NEUTRAL_NAME,
  offer: settings.offer,
  testimonials: published(testimonials, showSamples),
  memberships,
  /** The about page's reasons to choose us, the claim of memberships only once one is confirmed. */
  aboutReasons: about.whyChoose.filter((point) => !point.needsMemberships || memberships.length > 0),
  trustFigures: published(trustFigures, showSamples),
};
