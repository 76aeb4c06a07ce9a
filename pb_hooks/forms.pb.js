/// <reference path="types/pocketbase.d.ts" />

// Where the site's forms post when the browser sends them itself, without
// JavaScript (src/definitions/form-routes.ts, read as the routes are
// registered). Each is checked and stored as a create through the API is,
// and answered 303 with a page that says it was sent, or 400 with its own
// page showing what to correct (lib/form-post*.js, lib/form-page*.js).
//
// The body limit: a full message (5,000 characters of up to four bytes,
// percent-encoded) fits with room to spare; anything bigger is not a
// person's form and answers 413.

routerAdd(
  'POST',
  require(`${__hooks}/lib/definitions.js`).FORM_ROUTES.enquiry.action,
  (e) => require(`${__hooks}/lib/form-post-enquiry.js`).postEnquiry(e),
  $apis.bodyLimit(128 * 1024),
);

routerAdd(
  'POST',
  require(`${__hooks}/lib/definitions.js`).FORM_ROUTES.newsletter.action,
  (e) => require(`${__hooks}/lib/form-post-newsletter.js`).postNewsletter(e),
  $apis.bodyLimit(128 * 1024),
);

// Signing in, signing up and passwords need the app; see lib/form-post.js.
routerAdd(
  'POST',
  require(`${__hooks}/lib/definitions.js`).FORM_ROUTES.account.action,
  (e) => require(`${__hooks}/lib/form-post.js`).postAccount(e),
  $apis.bodyLimit(128 * 1024),
);

// A discovery call (lib/form-post-booking.js), and its cancel link's button.
routerAdd(
  'POST',
  require(`${__hooks}/lib/definitions.js`).FORM_ROUTES.booking.action,
  (e) => require(`${__hooks}/lib/form-post-booking.js`).postBooking(e),
  $apis.bodyLimit(128 * 1024),
);

routerAdd(
  'POST',
  require(`${__hooks}/lib/definitions.js`).FORM_ROUTES.bookingCancel.action,
  (e) => require(`${__hooks}/lib/form-post-booking.js`).postCancel(e),
  $apis.bodyLimit(16 * 1024),
);
