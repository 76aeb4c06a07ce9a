/** Who speaks for the agency until it names a company or an author. */
export const NEUTRAL_NAME = 'the Clear North team';

export interface Offer {
  text: string;
  endsAt: Date;
}

export interface AgencySettings {
  /** The data controller named on /privacy; the agency's registered name once supplied. */
  legalName: string | undefined;
  /** The controller's postal address on /privacy, beside its email address. */
  postalAddress: string | undefined;
  /** A real, time-limited offer for the pricing page's badge; none without configuration. */
  offer: Offer | undefined;
}

type Env = Record<string, string | boolean | undefined>;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/**
 * The agency's own details from the build's environment (VITE_LEGAL_NAME,
 * VITE_POSTAL_ADDRESS, VITE_OFFER_TEXT, VITE_OFFER_ENDS as an ISO 8601 date and time). An offer
 * needs both its text and a valid end date, or there is none.
 */
export function readAgencySettings(env: Env): AgencySettings {
  const offerText = text(env.VITE_OFFER_TEXT);
  const endsAt = new Date(text(env.VITE_OFFER_ENDS) ?? Number.NaN);
  return {
    legalName: text(env.VITE_LEGAL_NAME),
    postalAddress: text(env.VITE_POSTAL_ADDRESS),
    offer: offerText && !Number.isNaN(endsAt.getTime()) ? { text: offerText, endsAt } : undefined,
  };
}

/** Shown in development only, so the privacy page's layout can be checked before the agency supplies its own. */
export const SAMPLE_POSTAL_ADDRESS = 'Sample address, Newcastle upon Tyne NE1 1AA';

/** The controller's postal address for /privacy: the configured one, a sample while developing, or none. */
export function postalAddress(settings: AgencySettings, showSamples: boolean): string | undefined {
  return settings.postalAddress ?? (showSamples ? SAMPLE_POSTAL_ADDRESS : undefined);
}

/** Content that waits for the agency: sample entries are kept for layout and never published. */
export interface Confirmable {
  sample?: boolean;
}

export function published<T extends Confirmable>(items: readonly T[], showSamples: boolean): T[] {
  return items.filter((item) => showSamples || !item.sample);
}
