import { termsOf } from './text-terms';

/**
 * Visitors' words for what the site says in its own: added to a question
 * before it is searched, so the index finds the page's wording. Texting
 * shorthand is spelled out first. Typos are left to the index's fuzzy matching.
 */
const SHORTHAND: Array<[RegExp, string]> = [
  [/[’`]/g, "'"],
  [/\bhw\b/g, 'how'],
  [/\b(wat|wot|wats)\b/g, 'what'],
  [/&/g, ' and '],
  [/\bn\b/g, 'and'],
  [/\b(some1|sum1|sum1e)\b/g, 'someone'],
  [/\bany1\b/g, 'anyone'],
];

/** Each pattern, found in the question, adds the site's words for it. */
const SYNONYMS: Array<[RegExp, string]> = [
  [/\bhow much\b|\bcosts?\b|\bprices?\b|\bfees?\b|\bcharges?\b/, 'price investment'],
  // "How long have you been going" asks how old the agency is, not how long a service takes.
  [
    /\bhow (long|quick\w*|soon|fast)\b(?! (have|has) (you|u|they|clear north)\b)|\btake to\b|\b(it|that|this) takes?\b|\btimescales?\b/,
    'timeline',
  ],
  [/\bwhat do i get\b|\bincluded?\b|\bwhat'?s in\b|\bdeliverables?\b/, 'receive includes'],
  [/\bwho is \w+ for\b|\bright for\b|\bsuit\w*\b/, 'perfect for'],
  [/\bsteps?\b|\bstages?\b|\bhow do you (work|start)\b/, 'process'],
  [/\bexamples?\b|\bcase stud(y|ies)\b/, 'example case study'],
  [/\bcharit(y|ies)\b|\bnon[- ]?profits?\b|\bnot[- ]for[- ]profits?\b/, 'non-profit organisations'],
  [/\bsectors?\b|\btrades?\b/, 'industries'],
  [/\bopen\w*\b|\bweekends?\b|\bsaturdays?\b|\bsundays?\b/, 'hours'],
  [
    /(?<!\b(my|our) )\be-?mail(?! (marketing|campaigns?|newsletters?|sequences?|automation))( address)?\b|\bget in touch\b|\bcontact details\b/,
    'contact email',
  ],
  // The agency's phone, however asked for ("your number", "ring you"); phone calls from ads are another thing.
  [
    /(?<!\b(my|our) )\b(tele)?phone( number)?\b(?! calls)|\b(your|ur|yr|office|contact) number\b|\bnumber\b(?=.*\b(call|ring|phone)\b)|\bring (you|u)\b|\bcall (you|u)\b/,
    'phone call contact',
  ],
  [/\bbased\b|\boffice\b|\bwhere are you\b/, 'location'],
  [/\brepl(y|ies)\b|\brespon(d|se)\b|\bget back to\b|\bhear back\b|\bgets? back\b/, 'reply'],
  // How soon a person replies is said as "within" a time, not as a service's timeline.
  [
    /\bhow (soon|fast|quick\w*)\b.*\b(repl(y|ies)|respon(d|se)|get back|hear back|gets? back)\b/,
    'reply within',
  ],
  [/\bcover\b|\bnear\b|\bwhereabouts\b/, 'areas'],
  [/\boutside\b|\bnationwide\b|\banywhere\b/, 'areas elsewhere'],
  [/\bmoney back\b|\brefund\w*\b|\bguarantee\b|\bchange (my|our) minds?\b/, 'refundable contracts'],
  [
    /\bcancel\w*\b|\bnotice period\b|\block[- ]?in\b|\btied in\b|\bleave (whenever|at any time|any ?time|early)\b|\bwalk away\b/,
    'cancel retainer contracts',
  ],
  [/\badvertising\b|\badverts?\b/, 'ads advertising'],
  [/\bgoogle ads\b|\badwords\b|\bpaid search\b|\bpay per click\b|\bbing\b/, 'ppc advertising'],
  [/\bfacebook\b|\binstagram\b|\btiktok\b|\bmeta\b|\bsocial ads\b/, 'social media ads'],
  [/\blanding pages?\b|\bsales funnel\b/, 'web funnel'],
  [/\blogos?\b|\brebrand\w*\b|\bbrand\b|\bidentity\b/, 'branding'],
  [/\bblog posts\b|\bblogging\b|\bcopywriting\b|\bcontent marketing\b/, 'content strategy'],
  [/\bconsult\w*\b|\bmarketing plan\b/, 'strategy consulting'],
  [/\binfluencers?\b/, 'influencer marketing'],
  [/\branking\w*\b|\bsearch engine\b|\bfirst page\b/, 'seo'],
  [/\bcoffee\b|\bcafe\b/, 'food drink'],
  [/\bgyms?\b|\bfitness\b/, 'exercise'],
  [/\bbanks?\b|\bfintech\b/, 'bank finance'],
  [/\bsaas\b|\bapps?\b/, 'software'],
  [
    /\bfounded\b|\bwho are you\b|\bhistory\b|\bestablished\b|\bhow old\b|\bbeen (in business|around|going|trading)\b|\bhow long (have|has) (you|u|they|clear north)\b/,
    'about founded',
  ],
  // What is done with the visitor's own details, as opposed to asking for the agency's.
  [
    /\b(my|our) (details|info\w*|data|e-?mail( address)?|name)\b|\bpersonal\b|\bgdpr\b|\bdata protection\b|\bcookies?\b/,
    'privacy personal data',
  ],
  [/\bmailing list\b/, 'newsletter'],
  [
    /\bunsubscrib\w*\b|\bopt(ing)? out\b|\b(get|come) off\b|\bstop (getting |receiving )?(your |the )?(e-?mails|newsletters?)\b/,
    // The unsubscribe page's own word: one press "and our newsletter stops".
    'unsubscribe stop',
  ],
  [/\bcertified\b|\bpartners?\b|\baccredited\b/, 'certifications memberships'],
];

export interface ExpandedQuestion {
  /** The question with the site's words added, for searching. */
  query: string;
  /** The question's own words that a synonym stood for, so they count as understood. */
  explained: string[];
  /** Each of those words, with the site's words for it: a passage using one of them answers it. */
  meanings: Map<string, string[]>;
}

/**
 * A service visitors ask for by name that the site does not list: said so,
 * not answered from the page of a service with a word in common ("web
 * design", "build me a website", "a new website" are not Web Funnels).
 */
const NOT_LISTED =
  /\bweb ?design\b|\bwebsite (design|build\w*|development)\b|\bweb development\b|\b(build|design|make|creat|develop)\w* (me |us |you )?(a |an |my |our |the )?(new )?websites?\b|\b(new|brand new|whole) websites?\b/;

/** The question in lower case, its shorthand spelled out. */
export function spelledOut(question: string): string {
  return SHORTHAND.reduce(
    (current, [pattern, replacement]) => current.replace(pattern, replacement),
    question.toLowerCase(),
  );
}

/** The name of a service the question asks for that the site does not list, if it asks for one. */
export function unlistedService(text: string): string | undefined {
  return NOT_LISTED.exec(text)?.[0];
}

/** The question in lower case with its shorthand spelled out, and the site's words for what it asks. */
export function expandQuestion(question: string): ExpandedQuestion {
  const text = spelledOut(question);
  const found = SYNONYMS.flatMap(([pattern, words]) => {
    const matches = [...text.matchAll(new RegExp(pattern.source, 'g'))].map((match) => match[0]);
    return matches.length > 0 ? [{ words, matches }] : [];
  });
  const meanings = new Map<string, string[]>();
  for (const { words, matches } of found)
    for (const said of termsOf(matches.join(' ')))
      meanings.set(said, [...(meanings.get(said) ?? []), ...termsOf(words)]);
  return {
    query: [text, ...found.map((each) => each.words)].join(' '),
    explained: found.flatMap((each) => each.matches.join(' ').split(' ')),
    meanings,
  };
}
