import { RETENTION_DAYS, RETENTION_MONTHS } from '@/definitions/retention';
import type { PageIntroText } from './page-intros';

/**
 * The privacy notice's plain-text parts, shown by /privacy and answered from
 * by the assistant. The parts naming the agency's own facts or holding links
 * and controls stay with the page's sections.
 */
export const privacyIntro: PageIntroText = {
  metaTitle: 'Privacy and cookies | Clear North',
  description:
    'What Clear North keeps about you and on your device, why, for how long, and your rights: enquiries, newsletter, accounts and anonymous first-party visit statistics.',
  title: 'Privacy and cookies',
  lead: 'What we keep, why, and how to say no. We use no advertising trackers, and only the services that run the site for us handle your data.',
};

export interface PrivacyPoint {
  title: string;
  text: string;
}

export const whatWeKeep = {
  heading: 'Your enquiries, the newsletter and accounts',
  points: [
    {
      title: 'Enquiries.',
      text: `When you send an enquiry we keep your name, email address, message and, if you chose one, the service it is about, so that we can reply. Our lawful basis is our legitimate interest in answering you, or the steps you ask us to take before a contract. We keep your enquiries for ${RETENTION_MONTHS.enquiries} months after our last contact with you (your latest enquiry, or our last reply to one), then delete them automatically. Ask and we delete them sooner.`,
    },
    {
      title: 'The newsletter.',
      text: 'When you subscribe we keep your email address (and your name if you give it). Our lawful basis is your consent: we send nothing until you confirm your address with the link we email you, and every newsletter email has a one-click unsubscribe link that withdraws it. We keep your address while you are subscribed; once you unsubscribe it stays marked as unsubscribed, so that it is never mailed again, until you ask us to delete it.',
    },
    {
      title: 'Accounts.',
      text: 'If you create an account we keep your name, email address and a hash of your password (never the password itself), because we need them to provide the account you asked for: our lawful basis is that contract. We keep them until you ask us to delete the account.',
    },
    {
      title: 'The emails we send',
      text: `(confirmation links, password resets and the notice of your enquiry to our team) are kept in our mail log for ${RETENTION_DAYS.sentMail} days after they are sent, so we can tell whether they arrived, then deleted.`,
    },
  ] satisfies PrivacyPoint[],
};

export const onYourDevice = {
  heading: 'What is kept on your device',
  points: [
    {
      title: 'Your display settings',
      text: '(theme, text size, contrast), so the site looks the way you chose, whether you have seen the newsletter invitation, and the addresses you subscribed from this browser, so that it can tell you if you subscribe one again.',
    },
    {
      title: 'Messages waiting to be sent.',
      text: "If you send something while offline, it waits in your browser's storage and is sent once you are back online, then deleted. If our server refuses it, it stays on your device so you can get it back, until you do or clear this site's data.",
    },
    {
      title: "The site's own files",
      text: ', so pages you have visited open offline.',
    },
  ] satisfies PrivacyPoint[],
  closing: "None of these is shared with anyone. Clearing your browser's site data removes them.",
};

/** A point as one text: its title, then its words (a comma follows the title directly). */
export const pointSeparator = (point: PrivacyPoint) => (point.text.startsWith(',') ? '' : ' ');

export const pointText = (point: PrivacyPoint) => `${point.title}${pointSeparator(point)}${point.text}`;

/** Who handles the data on the agency's behalf, by name once the agency has given them. */
export function processorsText(processors: { mail?: string; hosting?: string }): string {
  return `Two services handle your data on our behalf, only on our instructions and under a contract with us: ${processors.mail ?? 'our mail provider'}, which delivers the emails we send, and ${processors.hosting ?? 'our hosting provider'}, whose servers run this site and keep what it stores. We sell nothing about you and share it with no one else.`;
}
