import type { BusinessFactsInput } from './business';

/**
 * The agency's own facts, as the agency supplies them. Leave a value empty
 * until the agency gives it: a page leaves out what is empty, never guesses
 * it, and `npm run release` lists what is still missing (and refuses to
 * release while a legal one is, see docs/operations.md). A claim about the
 * agency's record is shown only with its source, which stays here beside it.
 */
export const businessFacts: BusinessFactsInput = {
  /** As registered at Companies House, e.g. "Clear North Marketing Ltd". */
  legalName: '',
  companyNumber: '',
  /** Registered in England and Wales, Scotland or Northern Ireland. */
  registeredIn: '',
  registeredOffice: '',
  /** Where visitors can find the agency, if it differs from the registered office. */
  tradingAddress: '',
  phone: '',
  /** 'registered' (with vatNumber) or 'not registered'; empty until the agency says. */
  vatStatus: '',
  vatNumber: '',
  /** The agency's entry in the ICO's register of fee payers. */
  icoRegistration: '',
  /** Who handles personal data for the agency, named on /privacy. */
  processors: {
    mail: '',
    hosting: '',
  },
  /** True while the agency takes no new clients: the site then offers its waitlist. */
  fullyBooked: false,
  claims: {
    /** How many businesses the agency has worked for since it began, e.g. "200+". */
    businessesHelped: { value: '', source: '' },
    /** How many industries those businesses are in, e.g. "12". */
    industriesServed: { value: '', source: '' },
    /** The package most clients choose, by its name on the pricing page. */
    mostPopularPackage: { value: '', source: '' },
  },
};
