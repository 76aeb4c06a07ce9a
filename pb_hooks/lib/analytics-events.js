/// <reference path="../types/pocketbase.d.ts" />

// The event types the analytics queries count, from their one definition
// (src/definitions/analytics.ts), written as SQL values for the queries'
// text: each list is the definition's own, quoted.

const { CONVERSION_EVENTS, EVENT_TYPES, GOAL_EVENTS, PASSIVE_EVENTS } = require(
  `${__hooks}/lib/definitions.js`,
);

/** @param {readonly string[]} types */
function sqlList(types) {
  return types.map((type) => `'${type}'`).join(', ');
}

/** @type {{ PAGE_VIEW: string, PASSIVE: string, CONVERSIONS: string, GOALS: string }} */
module.exports = {
  PAGE_VIEW: sqlList([EVENT_TYPES.pageView]),
  /** Events the site records by itself: a visit of only these is a bounce. */
  PASSIVE: sqlList(PASSIVE_EVENTS),
  CONVERSIONS: sqlList(CONVERSION_EVENTS),
  GOALS: sqlList(GOAL_EVENTS),
};
