/** Words that carry no topic: question words, pronouns, and verbs any question may use. */
export const STOP_WORDS = new Set(
  (
    'a an the and or but if of to in on at by for from with about into over as is are was were be been being am ' +
    'i me my mine we us our ours you your yours u ur r it its this that these those they them their there here ' +
    'what whats which who whom whose when where why how hw wat wot do does did doing done dont can cant could ' +
    'would should will shall may might must have has had having get got give make need want like know tell ' +
    'please pls plz thanks thank hi hello hey just also any some much many more most very really so too not no ' +
    'yes ok okay one im ive id youre whats hows theres lot lots bit kind sort thing things anything something ' +
    'fix fixing help work working offer provide sell policy policies info information details option options'
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
