/** Who speaks for the agency until it names a company or an author. */
export const NEUTRAL_NAME = 'the Clear North team';

export interface Offer {
  text: string;
  endsAt: Date;
}

export interface AgencySettings {
  /** A real, time-limited offer for the pricing page's badge; none without configuration. */
  offer: Offer | undefined;
}

type Env = Record<string, string | boolean | undefined>;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/**
 * The agency's offer from the build's environment (VITE_OFFER_TEXT, VITE_OFFER_ENDS as an ISO 8601
 * date and time). An offer needs both its text and a valid end date, or there is none. Who the
 * agency is comes from its content instead (./business-facts.ts).
 */
export function readAgencySettings(env: Env): AgencySettings {
  const offerText = text(env.VITE_OFFER_TEXT);
  const endsAt = new Date(text(env.VITE_OFFER_ENDS) ?? Number.NaN);
  return {
    offer: offerText && !Number.isNaN(endsAt.getTime()) ? { text: offerText, endsAt } : undefined,
  };
}

/** Content that waits for the agency: sample entries are kept for layout and never published. */
export interface Confirmable {
  sample?: boolean;
}

export function published<T extends Confirmable>(items: readonly T[], showSamples: boolean): T[] {
  return items.filter((item) => showSamples || !item.sample);
}
