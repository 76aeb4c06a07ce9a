import { readBusinessFacts } from './business.ts';
import { businessFacts } from './business-facts.ts';

/** The agency's facts as every page reads them: what it has supplied, and no more. */
export const facts = readBusinessFacts(businessFacts);

/** The agency's sourced claims: each one shown only once the agency has given it with its source. */
export const { claims } = facts;
