import type { ServiceId } from '@/content/types';
import { INDUSTRY_ALIASES, PACKAGE_ALIASES, SERVICE_ALIASES } from './vocabulary';

export type Intent =
  | 'handover'
  | 'price'
  | 'timeline'
  | 'process'
  | 'policy'
  | 'example'
  | 'hours'
  | 'contact'
  | 'areas'
  | 'industries'
  | 'fit'
  | 'deliverables'
  | 'article'
  | 'services';

/** What a question asks, as far as the words show it. */
export interface Understanding {
  /** The question in plain lower case, with texting shorthand spelled out. */
  text: string;
  intent?: Intent;
  service?: ServiceId;
  package?: string;
  /** A case-study industry (src/content/types.ts INDUSTRIES). */
  industry?: string;
  /** A town the visitor named, as they wrote it. */
  place?: string;
  /** The question without the words that gave its intent: what it is about. */
  topicText: string;
}

/** The first pattern that matches names the intent; order matters (a refund question mentions money). */
const INTENTS: Array<[Intent, RegExp]> = [
  [
    'handover',
    /\b(human|real person|actual person|a person|someone real|member of (the |your )?(team|staff)|speak to (someone|somebody|a|an|the)|talk to (someone|somebody|a|an|the)|call me back|ring me)\b/,
  ],
  [
    'policy',
    /\b(cancel\w*|refund\w*|money back|contracts?|lock[- ]?in|tied in|tie .*in|notice period|guarantee\w*)\b/,
  ],
  ['example', /\b(examples?|case stud(y|ies)|show me|portfolio|proof|similar business\w*|success stor\w*)\b/],
  ['timeline', /\b(how long|how much time|how many (weeks|months)|how quick\w*|how soon|how fast)\b/],
  ['hours', /\b(hours|opening|open|weekends?|saturdays?|sundays?|bank holidays?)\b/],
  [
    'deliverables',
    /\b(what do i get|what('s| is) (in|included)|whats in|included|include|includes|deliverables?|receive)\b/,
  ],
  [
    'price',
    /\b(how much|much|costs?|costing|prices?|pricing|priced|fees?|charges?|charge|budget|expensive|cheap\w*|afford\w*|rates?|quote|spend|£\d*|per month|a month|monthly|packages?|plans?|retainers?)\b/,
  ],
  [
    'timeline',
    /\b(how long|how quick\w*|how soon|how fast|timeline|timescales?|time frame|when will|when do|weeks?|months?|take to|until)\b/,
  ],
  [
    'process',
    /\b(process|steps?|stages?|what happens|how do you (work|do|run|approach|start)|how does (it|that|this) work|how it works|approach|method|onboarding|first call|get started|after i)\b/,
  ],
  [
    'contact',
    /\b(e-?mail|email address|phone|number|address|where are you|based|located|office|reply|respond|get in touch|contact)\b/,
  ],
  [
    'areas',
    /\b(areas?|cover|covers|near|nearby|local to|outside|region|travel|whereabouts|uk wide|nationwide)\b/,
  ],
  ['industries', /\b(industr(y|ies)|sectors?|trades?|types? of business\w*)\b/],
  ['article', /\b(articles?|blog|read|reading|guides?|whitepaper|journal|insights?|posts?)\b/],
  [
    'fit',
    /\b(who is (it|this|that|\w+) for|startups?|start-ups?|small business\w*|sme|smes|suitable|right for|work with|good fit|fit)\b/,
  ],
  ['services', /\b(services|what do you do|what you do|do you do|offer)\b/],
];

const PLACES = [
  'newcastle upon tyne',
  'newcastle',
  'gateshead',
  'sunderland',
  'durham',
  'north shields',
  'south shields',
  'tynemouth',
  'whitley bay',
  'hexham',
  'morpeth',
  'cramlington',
  'washington',
  'ponteland',
  'jesmond',
  'consett',
  'northumberland',
  'teesside',
  'middlesbrough',
  'london',
  'leeds',
  'manchester',
  'york',
  'scotland',
  'edinburgh',
  'glasgow',
  'carlisle',
  'darlington',
  'hartlepool',
  'gosforth',
  'tyneside',
];

/** Texting shorthand and slips, spelled out before matching. */
const SHORTHAND: Array<[RegExp, string]> = [
  [/[’`]/g, "'"],
  [/\br u\b/g, 'are you'],
  [/\bu\b/g, 'you'],
  [/\bur\b/g, 'your'],
  [/\b(pls|plz)\b/g, 'please'],
  [/\bhw\b/g, 'how'],
  [/\b(wat|wot)\b/g, 'what'],
  [/\bwhats\b/g, "what's"],
  [/\b(thx|ty)\b/g, 'thanks'],
  [/&/g, ' and '],
  [/\bp\/m\b/g, 'per month'],
  [/\s+/g, ' '],
];

function plain(question: string): string {
  return SHORTHAND.reduce(
    (text, [pattern, replacement]) => text.replace(pattern, replacement),
    question.toLowerCase(),
  ).trim();
}

/** One edit apart (typos in a name), for names long enough not to collide. */
function nearlyEqual(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.min(a.length, b.length) < 5 || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return a.slice(i + 1) === b.slice(i + 1) || a.slice(i) === b.slice(i + 1) || a.slice(i + 1) === b.slice(i);
}

/** Whether a phrase occurs as whole words, allowing one typo per long word. */
function mentions(words: string[], phrase: string): boolean {
  const parts = phrase.split(' ');
  for (let start = 0; start + parts.length <= words.length; start++) {
    if (parts.every((part, offset) => nearlyEqual(words[start + offset] ?? '', part))) return true;
  }
  return false;
}

/** The entity whose longest matching name is longest (so 'content strategy' beats 'strategy'). */
function bestMatch<K extends string>(words: string[], table: Record<K, string[]>): K | undefined {
  let best: { key: K; length: number } | undefined;
  for (const [key, names] of Object.entries(table) as Array<[K, string[]]>) {
    for (const name of names) {
      if ((!best || name.length > best.length) && mentions(words, name)) best = { key, length: name.length };
    }
  }
  return best?.key;
}

/** Reads a visitor's question: what they ask about (intent) and which service, package, trade or town. */
export function understandQuestion(question: string): Understanding {
  const text = plain(question);
  const words = text.split(/[^\p{L}\p{N}£'-]+/u).filter(Boolean);
  const [found, pattern] = INTENTS.find(([, candidate]) => candidate.test(text)) ?? [];
  const service = bestMatch(words, SERVICE_ALIASES);
  const pack = bestMatch(words, PACKAGE_ALIASES);
  const industry = bestMatch(words, INDUSTRY_ALIASES);
  const place = PLACES.find((name) => mentions(words, name));
  // "I'm based in Hexham, can you help?" asks whether we cover Hexham.
  const intent = place && (!found || found === 'contact') ? 'areas' : found;
  const topicText = pattern ? text.replace(new RegExp(pattern.source, 'g'), ' ') : text;
  return {
    text,
    topicText,
    ...(intent ? { intent } : {}),
    ...(service ? { service } : {}),
    ...(pack ? { package: pack } : {}),
    ...(industry ? { industry } : {}),
    ...(place ? { place } : {}),
  };
}

/** Words that lean on the previous turn: "and PPC?", "what about it?", "how long does that take?". */
const FOLLOW_UP =
  /^(and|what about|how about|also|plus|same for|ok and|okay and)\b|\b(it|that|this|they|them|those)\b/;

/**
 * Fills what a follow-up leaves out from the previous question: "and PPC?"
 * after a price question asks PPC's price; "how long does it take?" after an
 * SEO question asks SEO's timeline.
 */
export function withContext(current: Understanding, previous: Understanding | undefined): Understanding {
  if (!previous || current.intent === 'handover') return current;
  const subject = current.service ?? current.package ?? current.industry;
  const leans = FOLLOW_UP.test(current.text) || current.text.split(' ').length <= 4;
  if (!current.intent && subject && leans && previous.intent) return { ...current, intent: previous.intent };
  if (current.intent && !subject && leans) {
    return {
      ...current,
      ...(previous.service ? { service: previous.service } : {}),
      ...(previous.package ? { package: previous.package } : {}),
      ...(previous.industry ? { industry: previous.industry } : {}),
    };
  }
  return current;
}
