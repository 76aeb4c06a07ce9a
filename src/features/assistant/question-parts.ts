import { contentTermsOf } from './text-terms';

/**
 * Where a question about two things divides: "SEO and PPC", "the price, and the notice period"; a price
 * "inc VAT" asks the price and whether VAT is added.
 */
const JOINS =
  /\s*(?:[,;]|\band\b|\balso\b|\bplus\b|\bas well as\b|\b(?:inc|incl|including|ex|excl|excluding)\b\.?(?= (?:vat|tax)\b))\s*/;

/** Words asking for the parts at once ("together", "in total"), which no passage answers. */
export const TOGETHER = /\b(together|combined|total|both|altogether|all in)\b/;

/**
 * The parts of a question, each about one thing. A piece with no topic word
 * of its own ("hi", "can you help") stays with the part beside it, and one
 * with no word the site uses anywhere ("plus VAT") says what the part before
 * it asks, so it stays with that part, which must then answer it too.
 */
export function questionParts(text: string, known: (term: string) => boolean = () => true): string[] {
  const parts: string[] = [];
  let pending = '';
  for (const piece of text.split(JOINS)) {
    const words = `${pending} ${piece}`.trim();
    const terms = contentTermsOf(piece.replace(TOGETHER, ''));
    if (terms.length === 0) pending = words;
    else if (parts.length > 0 && !terms.some(known))
      parts[parts.length - 1] = `${parts.at(-1) ?? ''} ${words}`;
    else {
      parts.push(words);
      pending = '';
    }
  }
  if (pending && parts.length > 0) parts[parts.length - 1] = `${parts.at(-1) ?? ''} ${pending}`;
  return parts.length > 0 ? parts : [text];
}
