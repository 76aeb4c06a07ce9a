/// <reference path="../types/pocketbase.d.ts" />

// A filtered business-examples address (/business-examples?industry=Retail)
// served as it reads: the prerendered page holds every example, each card
// carrying what it is filtered by, and this keeps the cards that match, with
// the count, the selects' values and, for no match, the page's own no-match
// message. Without it the page showed all fifteen until its island woke.
// The island was not rendered with this HTML, so it is marked to render
// afresh over it (src/lib/render-afresh.ts).

const FILTER_KEYS = ['type', 'industry', 'product'];
const ALL = 'all';
const ISLAND = 'case-study-explorer';
const RENDER_AFRESH_ATTRIBUTE = 'data-render-afresh';

/**
 * A card's data-facets: per filter key, the values it is found under.
 * @typedef {{ facets: { [key: string]: string[] } }} Card
 */

// src/features/case-studies/match-case-studies.ts: a filter with an empty
// value or "all" (any case) is off; a value matches when either contains the
// other, ignoring case. tests/integration/case-study-page.test.ts holds the two alike.
/** @param {string} value */
function isFilterOn(value) {
  return value !== '' && value.toLowerCase() !== ALL;
}

/**
 * @param {string[]} values
 * @param {string} selected
 */
function matchesDimension(values, selected) {
  if (!isFilterOn(selected)) return true;
  const wanted = selected.toLowerCase();
  return values.some((value) => {
    const own = value.toLowerCase();
    return own.indexOf(wanted) !== -1 || wanted.indexOf(own) !== -1;
  });
}

// The same wording as src/features/case-studies/count-heading.ts.
/** @param {number} count */
function countHeading(count) {
  if (count === 0) return 'No Matching Examples Found';
  return 'Found ' + count + ' ' + (count === 1 ? 'Example' : 'Examples');
}

/** @type {{ [name: string]: string }} */
const ENTITIES = { amp: '&', quot: '"', '#x27': "'", '#39': "'", lt: '<', gt: '>' };

/** @param {string} text */
function decodeAttribute(text) {
  return text.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, name) => ENTITIES[name]);
}

/** @param {string} text */
function escapeHtml(text) {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

const CARD = /<li\b[^>]*\sdata-facets="([^"]*)"[^>]*>[\s\S]*?<\/li>/g;
const LIST = /<ul\b[^>]*\sdata-case-study-list\b[^>]*>[\s\S]*?<\/ul>/;
const NO_MATCH = /<template id="case-study-no-match">([\s\S]*?)<\/template>/;
const COUNT = /(<h2 id="case-study-count"[^>]*>)[^<]*(<\/h2>)/;
const ISLAND_HOST = new RegExp('<div data-island="' + ISLAND + '"');

// The select's shown value and the hidden input it submits (react-aria's
// Select as served: the value's <span>, the last in its button, then the
// button's icon, then the input).
/** @param {string} key */
function selectFor(key) {
  return new RegExp(
    '(<span[^>]*>)[^<]*(</span>(?:(?!</button>|<span)[\\s\\S])*</button><input type="hidden" name="' +
      key +
      '" value=")[^"]*(")',
  );
}

// As the select shows it (case-study-filter-form.tsx): a value a card has,
// in the card's own case, or the value as given.
/**
 * @param {Card[]} cards
 * @param {string} selected
 */
function shownValue(cards, selected) {
  const wanted = selected.toLowerCase();
  for (const card of cards) {
    for (const key of FILTER_KEYS) {
      const known = card.facets[key].find((value) => value.toLowerCase() === wanted);
      if (known) return known;
    }
  }
  return selected;
}

/**
 * The business-examples page `html` as the filters `read(key)` gives show it,
 * or null when no filter is on (the page is served as built).
 *
 * @param {string} html
 * @param {(key: string) => string} read
 */
function filteredCaseStudyPage(html, read) {
  /** @type {{ [key: string]: string }} */
  const filters = {};
  for (const key of FILTER_KEYS) filters[key] = String(read(key) || '');
  if (!FILTER_KEYS.some((key) => isFilterOn(filters[key]))) return null;

  /** @type {Card[]} */
  const cards = [];
  let kept = 0;
  let page = html.replace(CARD, (card, facetsAttribute) => {
    const facets = JSON.parse(decodeAttribute(facetsAttribute));
    cards.push({ facets });
    const matches = FILTER_KEYS.every((key) => matchesDimension(facets[key], filters[key]));
    if (!matches) return '';
    kept++;
    return card;
  });

  if (kept === 0) {
    const noMatch = NO_MATCH.exec(page);
    if (noMatch) page = page.replace(LIST, () => noMatch[1]);
  }
  page = page.replace(COUNT, (_, open, close) => open + countHeading(kept) + close);
  for (const key of FILTER_KEYS) {
    if (!isFilterOn(filters[key])) continue;
    const shown = escapeHtml(shownValue(cards, filters[key]));
    page = page.replace(selectFor(key), (_, span, between, end) => span + shown + between + shown + end);
  }
  return page.replace(ISLAND_HOST, (host) => host + ' ' + RENDER_AFRESH_ATTRIBUTE + '=""');
}

/** @param {string} text */
function decodeQueryPart(text) {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch (_) {
    return null;
  }
}

/** @param {string} text */
function encodeQueryPart(text) {
  return encodeURIComponent(text).replace(/%20/g, '+');
}

/**
 * The query of the address the filters in `rawQuery` should be read at, or
 * null when it is that address already: each filter kept once, as a value
 * some example of the page has in that example's own spelling (as the
 * selects offer them, src/features/case-studies/filter-values.ts), and a
 * filter that is "all", empty or no example's value left out. Other
 * parameters are kept as they came. So a form sent without JavaScript
 * (?type=all&industry=all&product=all) is answered by the clean address.
 *
 * @param {string} html
 * @param {string} rawQuery
 */
function cleanFilterQuery(html, rawQuery) {
  /** @type {{ [key: string]: string[] }} */
  const offered = { type: [], industry: [], product: [] };
  html.replace(CARD, (card, facetsAttribute) => {
    const facets = JSON.parse(decodeAttribute(facetsAttribute));
    for (const key of FILTER_KEYS) {
      for (const value of facets[key]) if (offered[key].indexOf(value) === -1) offered[key].push(value);
    }
    return card;
  });
  /** @type {string[]} */
  const kept = [];
  /** @type {{ [key: string]: boolean }} */
  const seen = {};
  for (const part of rawQuery ? rawQuery.split('&') : []) {
    const equals = part.indexOf('=');
    const key = decodeQueryPart(equals === -1 ? part : part.slice(0, equals));
    if (key === null || FILTER_KEYS.indexOf(key) === -1) {
      kept.push(part);
      continue;
    }
    // The first of a repeated filter is the one read, as the page reads it.
    if (seen[key]) continue;
    seen[key] = true;
    const wanted = (decodeQueryPart(equals === -1 ? '' : part.slice(equals + 1)) || '').toLowerCase();
    const value = offered[key].find((known) => known.toLowerCase() === wanted);
    if (value) kept.push(encodeQueryPart(key) + '=' + encodeQueryPart(value));
  }
  const clean = kept.join('&');
  return clean === rawQuery ? null : clean;
}

module.exports = { filteredCaseStudyPage, cleanFilterQuery, countHeading, matchesDimension, FILTER_KEYS };
