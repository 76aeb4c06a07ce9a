/// <reference path="../types/pocketbase.d.ts" />

// Two traps for programs that fill in the enquiry and newsletter forms.
//
// The honeypot (`website`) is an input no person can reach: off-screen, out
// of the tab order and hidden from assistive technology, with autofill off.
// Only a program fills it in, so a filled one is dropped quietly: the answer
// reads as if the record were created (a program told why would simply
// leave the field empty next time), nothing is stored, and the drop is
// logged.
//
// The fill time (`form_fill_ms`) is how long the visitor took, from first
// touching the form to sending it, measured in the browser at that moment;
// the outbox keeps it with the message, so one sent offline and delivered
// hours later is judged by how it was written. A person can be quick
// (autofill, a pasted message), so a fill time under the minimum is refused
// with a 400 that says so, and the form keeps what was typed; sending again
// after a moment gets through. A request to the API without a fill time did
// not come from the forms and counts as instant; a form posted by a browser
// without JavaScript has none to send, and the /forms/ routes judge it by
// the other checks (lib/form-post.js).
//
// Neither field is stored: the collections have no such fields. Their names
// are the definitions' (src/definitions/records.ts), which the site's forms read too.

const { FORM_TRAPS, asFields } = require(`${__hooks}/lib/definitions.js`);
const HONEYPOT = FORM_TRAPS.honeypot;
const FILL_TIME = FORM_TRAPS.fillTime;
const TOO_QUICK = 'That was sent very quickly. Please check it and send it again.';

function minimumFillMs() {
  const seconds = parseFloat($os.getenv('FORM_MIN_FILL_SECONDS'));
  return (Number.isFinite(seconds) && seconds >= 0 ? seconds : 3) * 1000;
}

/** @param {unknown} value */
function isFilled(value) {
  return value !== undefined && value !== null && String(value) !== '';
}

/**
 * Whether the honeypot holds anything: only a program fills it in.
 *
 * @param {unknown} value
 */
function isHoneypotFilled(value) {
  return isFilled(value);
}

/**
 * Whether the fill time `sent` is under the minimum. A missing one counts as
 * instant, unless `absentAllowed` (a form posted without JavaScript).
 *
 * @param {unknown} sent
 * @param {boolean} absentAllowed
 */
function isTooQuick(sent, absentAllowed) {
  if (absentAllowed && !isFilled(sent)) return false;
  const fillMs = sent === undefined || sent === null ? 0 : Number(sent);
  return !(Number.isFinite(fillMs) && fillMs >= minimumFillMs());
}

/**
 * Checks a public create from the site's forms: answers a filled honeypot
 * itself (true) or refuses a too-quick fill time; false lets it go on.
 *
 * @param {core.RecordRequestEvent} e
 */
function guardForm(e) {
  if (e.hasSuperuserAuth()) return false;
  // Any JSON body, null or an array included: what is not an object has no traps filled in.
  const body = asFields(e.requestInfo().body);
  if (isHoneypotFilled(body[HONEYPOT])) {
    e.app.logger().info('Honeypot filled: dropped', 'collection', e.collection.name, 'ip', e.realIP());
    require(`${__hooks}/lib/created-answer.js`).answerAsCreated(e);
    return true;
  }
  if (isTooQuick(body[FILL_TIME], false)) {
    throw new BadRequestError('Failed to create record.', {
      [FILL_TIME]: new ValidationError('validation_sent_too_quickly', TOO_QUICK),
    });
  }
  return false;
}

module.exports = { FILL_TIME, HONEYPOT, TOO_QUICK, guardForm, isHoneypotFilled, isTooQuick };
