/// <reference path="../types/pocketbase.d.ts" />

// The booking page's free times, which the build cannot know: the hooks put
// them into the built page's slot list (an empty element marked
// data-booking-slots, src/features/booking/) as plain radio buttons, a
// fieldset for each day, so the page books without JavaScript. The
// island draws the same list from /api/booking/slots once it is live.

const SLOT_LIST =
  /(<div\b(?:[^>"']|"[^"]*"|'[^']*')*\bdata-booking-slots\b(?:[^>"']|"[^"]*"|'[^']*')*>)([\s\S]*?)(<\/div>)/i;

/** @param {unknown} value */
function escapeHtml(value) {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * The radio buttons of the free slots, by day.
 *
 * @param {Array<{ start: number, end: number }>} slots
 */
function slotListHtml(slots) {
  const { dayLabel, slotsByDay, slotValue, timeLabel, zoneName } = require(`${__hooks}/lib/definitions.js`);
  const days = slotsByDay(slots);
  if (days.length === 0) {
    return (
      '<p data-no-slots="">There are no free times just now. ' +
      '<a href="/contact?call=true">Send us a message</a> and we will find one.</p>'
    );
  }
  return days
    .map(
      (day) =>
        `<fieldset data-day="${escapeHtml(day.date)}"><legend>${escapeHtml(dayLabel(day.date))}</legend>` +
        day.slots
          .map((slot) => {
            const value = slotValue(slot.start);
            // The hour the clocks go back holds each time twice: the zone tells them apart.
            const twice = day.slots.some(
              (other) => other !== slot && timeLabel(other.start) === timeLabel(slot.start),
            );
            const label = timeLabel(slot.start) + (twice ? ` ${zoneName(slot.start)}` : '');
            return (
              `<label><input type="radio" name="slot" value="${escapeHtml(value)}" required>` +
              `<span>${escapeHtml(label)}</span></label>`
            );
          })
          .join('') +
        '</fieldset>',
    )
    .join('');
}

/**
 * `html` with its slot list holding the free slots now.
 *
 * @param {CoreApp} app
 * @param {string} html
 */
function withFreeSlots(app, html) {
  const slots = require(`${__hooks}/lib/booking-slots.js`).freeSlotsNow(app);
  return html.replace(SLOT_LIST, (_, start, _old, end) => start + slotListHtml(slots) + end);
}

module.exports = { withFreeSlots };
