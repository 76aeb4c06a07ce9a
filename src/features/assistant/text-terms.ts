/** Words that carry no topic: question words, pronouns, and verbs any question may use. */
export const STOP_WORDS = new Set(
  (
    'a an the and or but if of to in on at by for from with about into over as is are was were be been being am ' +
    'i me my mine we us our ours you your yours u ur r it its this that these those they them their there here ' +
    'what whats which who whom whose when where why how hw wat wot do does did doing done dont can cant could ' +
    'would should will shall may might must have has had having get got give make need want like know tell ' +
    'please pls plz thanks thank hi hello hey just also any some much many more most very really so too not no ' +
    'yes ok okay one im ive id youre whats hows theres lot lots bit kind sort thing things anything something ' +
    'fix fixing help work working offer provide sell policy policies info information details option options ' +
    'show guys mate cheers wondering wonder question works worked until after before than then whether able ' +
    'someone somebody anyone anybody everyone specialise specialize specialising specializing'
  ).split(' '),
);

/** American spellings and common slips mapped to the site's British words. */
const SPELLINGS: Record<string, string> = {
  optimization: 'optimisation',
  optimize: 'optimise',
  optimizing: 'optimising',
  optimized: 'optimised',
  organization: 'organisation',
  organizations: 'organisations',
  color: 'colour',
  analyze: 'analyse',
  catalog: 'catalogue',
  center: 'centre',
  program: 'programme',
  cancelation: 'cancel',
  cancellation: 'cancel',
  canceling: 'cancelling',
  canceled: 'cancelled',
  ecommerce: 'e-commerce',
  wk: 'week',
  wks: 'weeks',
  mo: 'month',
  mth: 'month',
  mnth: 'month',
  pm: 'month',
};

/** Lower case, no accents or curly quotes, the site's spelling. */
export function normaliseTerm(term: string): string {
  const plain = term
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']s$/, '')
    .replace(/[’']/g, '');
  return SPELLINGS[plain] ?? plain;
}

/** The words of a text as the index stores them. */
export function termsOf(text: string): string[] {
  return text
    .split(/[^\p{L}\p{N}£%'’-]+/u)
    .flatMap((word) => word.split(/^-+|-+$/))
    .map(normaliseTerm)
    .filter((term) => term.length > 0);
}

/** The words of a question that name a topic. */
export function contentTermsOf(text: string): string[] {
  return termsOf(text).filter((term) => !STOP_WORDS.has(term));
}

/** Whether two words are within `limit` edits of each other, two letters swapped counting as one (a typo or two). */
function withinEdits(a: string, b: string, limit: number): boolean {
  if (Math.abs(a.length - b.length) > limit) return false;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, index) => index)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const above = rows[i - 1] ?? [];
      let best = Math.min(
        (above[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (above[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      row[j] = best;
    }
    if (Math.min(...row) > limit) return false;
    rows.push(row);
  }
  return (rows[a.length]?.[b.length] ?? limit + 1) <= limit;
}

/** A word without its ending ("manufacturers" and "manufacturing", "charities" and "charity"). */
function stem(word: string): string {
  return word.replace(/ies$/, 'y').replace(/(ings?|ers?|ed|es|s|ation|ations)$/, '');
}

/**
 * Whether a word of the site's stands for a word of a question: the same, a
 * longer form of it ("accountant", "accountants"), a shorter one a letter or
 * two away ("monthly", "month"), or a typo away for a longer word.
 */
export function sameWord(asked: string, written: string): boolean {
  if (asked === written || (asked.length > 5 && stem(asked) === stem(written))) return true;
  if (asked.length > 3 && written.startsWith(asked)) return true;
  if (written.length > 1 && asked.startsWith(written) && asked.length - written.length <= 2) return true;
  if (asked.length <= 4) return false;
  const pair = `${asked} ${written}`;
  let typo = typos.get(pair);
  if (typo === undefined) {
    typo = withinEdits(asked, written, asked.length >= 10 ? 2 : 1);
    typos.set(pair, typo);
  }
  return typo;
}

/** Pairs of words already compared letter by letter, the slow part of matching. */
const typos = new Map<string, boolean>();

/** The words of a text for matching a question against, compounds split ("short-form" is "short" and "form"). */
export function wordsOf(text: string): string[] {
  return termsOf(text).flatMap((term) => [term, ...(term.includes('-') ? term.split('-') : [])]);
}
