import { claimSources, type ClaimSource } from '../content/claim-sources.ts';
import { claims } from '../content/facts.ts';
import { trustFigures } from '../content/pricing.ts';

/** The kinds of claim an advertising regulator expects a source for, as they read on a page. */
export const CLAIM_PATTERNS: ReadonlyArray<[kind: string, pattern: RegExp]> = [
  ['a rating from reviews', /\b\d(?:\.\d+)?\s?\/\s?5\b.{0,60}?\b\d[\d,]*\+?\s+reviews\b/gi],
  [
    'a revenue figure',
    /£\s?\d[\d.,]*\s?(?:m|bn|million|billion)\b.{0,40}?\brevenue\b|\brevenue\b.{0,40}?£\s?\d[\d.,]*\s?(?:m|bn|million|billion)\b/gi,
  ],
  ['a count of readers', /\b\d[\d,]*\+\s+(?:newsletter\s+)?(?:readers|subscribers)\b/gi],
  ['unlimited revisions', /\bunlimited revisions?\b/gi],
  [
    'a result promised within days',
    /\b(?:results?|improvements?|see|seeing|increase|growth)\b.{0,60}?\bwithin \d+ days\b/gi,
  ],
  ['an improvement range', /\b\d+\s?[–-]\s?\d+\s?%/g],
  [
    'a count of clients',
    /\b(?:helped|served|worked with)\s+(?:over\s+)?\d[\d,]*\+?|\b\d[\d,]*\+\s+(?:small and medium\s+)?(?:businesses|clients|customers|companies)\b|\b\d[\d,]*\+?\s+businesses served\b/gi,
  ],
  ['a count of industries', /\bacross \d+ industries\b/gi],
  ['a record claimed without its figures', /\bproven (?:results|track record)\b/gi],
];

export interface UnsourcedClaim {
  file: string;
  claim: string;
  kind: string;
}

/** The claims the agency has sourced: its list, its site facts' claims, and each trust figure that names a source. */
export function sourcedClaims(): ClaimSource[] {
  return [
    ...claimSources,
    ...Object.values(claims).map(({ value, source }) => ({ claim: value, source })),
    ...trustFigures.flatMap((figure) =>
      figure.source ? [{ claim: figure.value, source: figure.source }] : [],
    ),
  ];
}

/** A page's words as a visitor reads them: tags dropped, the common entities decoded, spaces collapsed. */
export function readableText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/**
 * Every claim in the files' text that needs a source and has none. A claim
 * counts as sourced when the text around it (200 characters either side)
 * holds the words of a sourced claim.
 */
export function findUnsourcedClaims(
  files: Record<string, string>,
  sourced: readonly ClaimSource[] = sourcedClaims(),
): UnsourcedClaim[] {
  return Object.entries(files).flatMap(([file, content]) => {
    const text = readableText(content);
    return CLAIM_PATTERNS.flatMap(([kind, pattern]) =>
      [...text.matchAll(pattern)]
        .filter((match) => {
          const around = text.slice(Math.max(0, match.index - 200), match.index + match[0].length + 200);
          return !sourced.some(({ claim }) => around.includes(claim));
        })
        .map((match) => ({ file, claim: match[0], kind })),
    );
  });
}

/** The build's refusal, naming each file and claim. */
export function unsourcedClaimsMessage(claims: readonly UnsourcedClaim[]): string {
  return [
    `Claims without a source in the built site (${claims.length}): add the source to src/content/claim-sources.ts (a trust figure takes its own "source"), or reword the claim.`,
    ...claims.map(({ file, claim, kind }) => `  - ${file}: "${claim}" (${kind})`),
  ].join('\n');
}
