import { about } from './about';
import { NEUTRAL_NAME, published, readAgencySettings } from './agency-settings';
import { testimonials } from './testimonials';

const settings = readAgencySettings(import.meta.env);
// Samples help while writing the site; a production build never shows them.
const showSamples = import.meta.env.DEV;

/** The agency's details and signed-off content, as the pages show them. */
export const agency = {
  legalName: settings.legalName ?? NEUTRAL_NAME,
  offer: settings.offer,
  testimonials: published(testimonials, showSamples),
  memberships: published(about.memberships, showSamples).map((membership) => membership.name),
};
