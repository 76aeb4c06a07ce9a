// Relative imports with extensions: the build's claim check reads the pricing content in Node.
import { facts } from './facts.ts';
import { siteFacts } from './site-facts.ts';

/** A link to the contact page that asks the visitor to act: its words, and whether it opens the waitlist. */
export interface CallToAction {
  label: string;
  waitlist: boolean;
}

/**
 * What the site invites a would-be client to do and promises them, which
 * follows whether the agency is taking on new clients (`fullyBooked` in
 * ./business-facts.ts). While it is not, every call to start a project
 * leads to the waitlist and no reply time is promised; otherwise the pages
 * read as the site's copy does. Each reply is a whole sentence, worded for
 * where it stands.
 */
export interface Availability {
  fullyBooked: boolean;
  /**
   * A call to start working together, in its own words where the agency
   * takes new clients (a service's 'Get Started Today', a package's 'Scale Now').
   */
  callToStart: (label: string) => CallToAction;
  /** The call to start working together (the home page's hero and closing band). */
  startProject: CallToAction;
  /** The text above the call at the end of a service's page. */
  consultationText: string;
  /** What an enquiry can expect: beside the home page's form. */
  replyBeside: string;
  /** What an enquiry can expect: the home page's closing band, after "what you want to achieve". */
  replyToEnquiry: string;
  /** What an enquiry can expect: the contact page's reasons to get in touch. */
  replyOnWeekdays: string;
  /** What comes first after getting in touch: the pricing page's question of that name. */
  firstStep: string;
}

export const FULLY_BOOKED = 'We are fully booked just now.';
export const JOIN_THE_WAITLIST = 'Join the waitlist';
/** What joining the waitlist brings, following its name in a sentence. */
export const WAITLIST_PROMISE = 'and we will email you as soon as we can take on new work.';

/** Said wherever a reply time would be promised while the agency takes no new clients. */
const FULLY_BOOKED_REPLY = 'We are fully booked just now, so replies may take longer than usual.';
/** Said wherever the waitlist is offered in words alone. */
const WAITLIST_INVITE = `${FULLY_BOOKED} ${JOIN_THE_WAITLIST} ${WAITLIST_PROMISE}`;

/** The invitations and promises for either state; pages read `availability`, tests both. */
export function availabilityFor(fullyBooked: boolean): Availability {
  if (fullyBooked) {
    const toWaitlist = { label: JOIN_THE_WAITLIST, waitlist: true };
    return {
      fullyBooked,
      callToStart: () => toWaitlist,
      startProject: toWaitlist,
      consultationText: WAITLIST_INVITE,
      replyBeside: FULLY_BOOKED_REPLY,
      replyToEnquiry: WAITLIST_INVITE,
      replyOnWeekdays: FULLY_BOOKED_REPLY,
      firstStep: `${FULLY_BOOKED_REPLY} Once we can take on new work, we arrange a short call to understand your business and goals.`,
    };
  }
  const { replyTime } = siteFacts;
  const callToStart = (label: string) => ({ label, waitlist: false });
  return {
    fullyBooked,
    callToStart,
    startProject: callToStart('Start a Project'),
    consultationText:
      'Book a free consultation. We will look at where you are now, tell you honestly what we would do first and what it would cost.',
    replyBeside: `We reply within ${replyTime} in business hours.`,
    replyToEnquiry: `We reply to every enquiry within ${replyTime} during business hours, with a straight answer on whether and how we can help.`,
    replyOnWeekdays: `We reply within ${replyTime} during business hours, Monday to Friday.`,
    firstStep: `We reply within ${replyTime} during business hours and arrange a short call to understand your business and goals.`,
  };
}

/** The site as the agency's facts say it is now. */
export const availability = availabilityFor(facts.fullyBooked);
