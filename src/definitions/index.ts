// PocketBase's hooks read the definitions through this one module, bundled
// to CommonJS for their JavaScript engine (src/tools/hook-definitions.ts)
// and required as pb_hooks/lib/definitions.js. The browser imports each file
// on its own, so a page carries only what it uses.

export { CONVERSION_EVENTS, DIRECT_SOURCE, EVENT_TYPES, GOAL_EVENTS, PASSIVE_EVENTS } from './analytics';
export {
  DEFAULT_PERIOD,
  FILTER_NAMES,
  MAX_CUSTOM_DAYS,
  PERIODS,
  customDays,
  customPeriod,
  isPeriod,
} from './analytics-periods';
export {
  BOOKING_FIELDS,
  BOOKING_LIMITS,
  BOOKING_MESSAGES,
  BOOKING_SLOTS_TOPIC,
  CALL_ENQUIRY_FIELDS,
  dayLabel,
  readBooking,
  slotInstant,
  slotLabel,
  slotValue,
  timeLabel,
  zoneName,
} from './booking';
export {
  DEFAULT_AVAILABILITY,
  freeSlots,
  nearestSlots,
  readAvailability,
  slotsByDay,
} from './booking-availability';
export { isEmailAddress } from './email';
export {
  ENQUIRY_DETAILS,
  ENQUIRY_FIELDS,
  NEW_ENQUIRY_FILTER,
  NO_SERVICE,
  enquiryDetails,
  readEnquiry,
} from './enquiry';
export { enquiryAlert } from './enquiry-alert';
export { FORM_ROUTES, enquirySentPage } from './form-routes';
export { PAGE_VARIANTS } from './page-variants';
export { asFields, fieldNames, messagesOf, readRecord } from './form-fields';
export { LINK_ERRORS } from './link-errors';
export { PASSWORD_PROBLEMS, passwordProblem } from './password';
export { SUBSCRIPTION_FIELDS, readSubscription } from './newsletter';
export { FORM_TRAPS } from './form-traps';
export { PUBLIC_COLLECTIONS, RECORD_FIELDS } from './records';
export { REQUEST_LIMITS } from './request-limits';
export { RETENTION_DAYS, RETENTION_MONTHS } from './retention';
export { SERVICES, TOPICS, nameOf } from './services';
export { ORIGIN_FILES, ORIGIN_PLACEHOLDER, pageOrigin, withOrigin } from './site-origin';
export { cleanLine, cleanText } from './text';
export {
  ADMIN_SETTINGS,
  REPORT_LABELS,
  REPORT_NEW_LISTED,
  REPORT_TOP,
  WEEKLY_REPORTS_COLLECTION,
  WEEKLY_REPORT_SWITCH,
  changeInWords,
  reportWeekBefore,
  weekSpan,
} from './weekly-report';
