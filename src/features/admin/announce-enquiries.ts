import { toast } from '@/components/ui/toast';
import { notifyWhileAway } from './background-alerts';
import { isChimeOn } from './chime-setting';
import type { Enquiry } from './enquiry';

/** The new-enquiry toast shows for 8 seconds. */
const TOAST_MS = 8000;
/** Enquiries told one by one when several arrive at once; the badge counts the rest. */
const TOLD_AT_ONCE = 3;
const CHIME = '/notification.mp3';

function chime(): void {
  if (!isChimeOn()) return;
  try {
    // A sound that cannot play (autoplay blocked, no audio device) is ignored.
    void new Audio(CHIME).play().catch(() => {});
  } catch {
    // No Audio at all: nothing to play.
  }
}

/**
 * Tells the admin of new enquiries (newest first): a toast each, one chime
 * unless it is off, and a notification each while the admin is away from the
 * site, when they asked for it.
 */
export function announceEnquiries(enquiries: readonly Enquiry[]): void {
  if (enquiries.length === 0) return;
  enquiries
    .slice(0, TOLD_AT_ONCE)
    .reverse()
    .forEach((enquiry) =>
      toast({ title: 'New Enquiry Received!', description: `${enquiry.name} (${enquiry.email})` }, TOAST_MS),
    );
  chime();
  notifyWhileAway(enquiries);
}
