/** The agency's facts as supplied: every value a string, empty until the agency gives it. */
export interface BusinessFactsInput {
  legalName: string;
  companyNumber: string;
  registeredIn: string;
  registeredOffice: string;
  tradingAddress: string;
  phone: string;
  vatStatus: '' | 'registered' | 'not registered';
  vatNumber: string;
  icoRegistration: string;
  processors: { mail: string; hosting: string };
  fullyBooked: boolean;
  claims: Record<ClaimName, { value: string; source: string }>;
}

export type ClaimName = 'businessesHelped' | 'industriesServed' | 'mostPopularPackage';

export interface SourcedClaim {
  value: string;
  source: string;
}

export type VatStatus = { registered: true; number?: string } | { registered: false };

/** The facts as the pages use them: a missing value is undefined, never an empty string. */
export interface BusinessFacts {
  legalName?: string;
  companyNumber?: string;
  registeredIn?: string;
  registeredOffice?: string;
  tradingAddress?: string;
  phone?: string;
  vat?: VatStatus;
  icoRegistration?: string;
  processors: { mail?: string; hosting?: string };
  fullyBooked: boolean;
  /** Only the claims supplied with both a value and a source. */
  claims: Partial<Record<ClaimName, SourcedClaim>>;
}

const given = (value: string): string | undefined => value.trim() || undefined;

export function readBusinessFacts(input: BusinessFactsInput): BusinessFacts {
  const vatNumber = given(input.vatNumber);
  const claims: BusinessFacts['claims'] = {};
  for (const [name, claim] of Object.entries(input.claims) as Array<[ClaimName, SourcedClaim]>) {
    const value = given(claim.value);
    const source = given(claim.source);
    if (value && source) claims[name] = { value, source };
  }
  return {
    legalName: given(input.legalName),
    companyNumber: given(input.companyNumber),
    registeredIn: given(input.registeredIn),
    registeredOffice: given(input.registeredOffice),
    tradingAddress: given(input.tradingAddress),
    phone: given(input.phone),
    vat:
      input.vatStatus === 'registered'
        ? { registered: true, ...(vatNumber ? { number: vatNumber } : {}) }
        : input.vatStatus === 'not registered'
          ? { registered: false }
          : undefined,
    icoRegistration: given(input.icoRegistration),
    processors: { mail: given(input.processors.mail), hosting: given(input.processors.hosting) },
    fullyBooked: input.fullyBooked,
    claims,
  };
}

export interface BusinessDetail {
  label: string;
  text: string;
  /** A link that acts on it: a phone number's tel: address. */
  href?: string;
}

/** The dialling form of a number as written for people: its digits and a leading plus. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * Who the agency is, in one order wherever it is shown (footer, /contact,
 * /privacy): only the facts supplied, so a missing one leaves no empty line.
 */
export function businessDetails(facts: BusinessFacts): BusinessDetail[] {
  const vatText = !facts.vat
    ? undefined
    : facts.vat.registered
      ? facts.vat.number && `VAT number ${facts.vat.number}`
      : 'Not VAT registered';
  const details: Array<BusinessDetail | false | undefined | ''> = [
    facts.legalName && { label: 'Registered name', text: facts.legalName },
    facts.companyNumber && { label: 'Company number', text: facts.companyNumber },
    facts.registeredIn && { label: 'Registered in', text: facts.registeredIn },
    facts.registeredOffice && { label: 'Registered office', text: facts.registeredOffice },
    facts.tradingAddress && { label: 'Address', text: facts.tradingAddress },
    facts.phone && { label: 'Phone', text: facts.phone, href: telHref(facts.phone) },
    vatText && { label: 'VAT', text: vatText },
    facts.icoRegistration && { label: 'ICO registration', text: facts.icoRegistration },
  ];
  return details.filter((detail): detail is BusinessDetail => Boolean(detail));
}

/** What a visitor needs to know about VAT beside a price, as far as the facts say. */
export function vatNote(facts: BusinessFacts): string | undefined {
  if (!facts.vat) return undefined;
  return facts.vat.registered ? 'Prices exclude VAT, which is added at 20%.' : 'No VAT is charged.';
}

export interface MissingFact {
  /** The name in src/content/business-facts.ts. */
  field: string;
  what: string;
  /** Required by law before the site goes live: a release refuses without it. */
  legal: boolean;
}

/** Every fact still to be supplied, the legal ones first. */
export function missingFacts(facts: BusinessFacts): MissingFact[] {
  const missing: Array<MissingFact | false> = [
    !facts.legalName && {
      field: 'legalName',
      what: 'registered company name (footer, /contact, /privacy)',
      legal: true,
    },
    !facts.companyNumber && { field: 'companyNumber', what: 'company number', legal: true },
    !facts.registeredIn && {
      field: 'registeredIn',
      what: 'part of the UK the company is registered in',
      legal: true,
    },
    !facts.registeredOffice && { field: 'registeredOffice', what: 'registered office address', legal: true },
    !facts.vat && {
      field: 'vatStatus',
      what: "VAT status ('registered' or 'not registered'), said beside every price",
      legal: true,
    },
    facts.vat?.registered === true &&
      !facts.vat.number && { field: 'vatNumber', what: 'VAT number', legal: true },
    !facts.icoRegistration && {
      field: 'icoRegistration',
      what: 'ICO registration number (data protection fee), on /privacy',
      legal: true,
    },
    !facts.tradingAddress && {
      field: 'tradingAddress',
      what: 'trading address, if visitors can call in (/contact, structured data)',
      legal: false,
    },
    !facts.phone && { field: 'phone', what: 'phone number (footer, /contact)', legal: false },
    !facts.processors.mail && {
      field: 'processors.mail',
      what: 'mail provider, named on /privacy',
      legal: false,
    },
    !facts.processors.hosting && {
      field: 'processors.hosting',
      what: 'hosting provider, named on /privacy',
      legal: false,
    },
    !facts.claims.businessesHelped && {
      field: 'claims.businessesHelped',
      what: 'number of businesses helped, with its source (not shown until then)',
      legal: false,
    },
    !facts.claims.industriesServed && {
      field: 'claims.industriesServed',
      what: 'number of industries served, with its source (not shown until then)',
      legal: false,
    },
    !facts.claims.mostPopularPackage && {
      field: 'claims.mostPopularPackage',
      what: "most chosen package, with its source (no 'Most popular' badge until then)",
      legal: false,
    },
  ];
  return missing.filter((item): item is MissingFact => Boolean(item)).sort((a, b) => +b.legal - +a.legal);
}
