import { Link } from '@/components/ui/link';
import { availability } from '@/content/availability';
import { paths } from '@/lib/paths';

/**
 * A service page's call to start working together, naming the service so
 * the form records it: in its own words, or to the waitlist while the
 * agency takes no new clients.
 */
export function CallToStart({ label, service }: { label: string; service: string }) {
  const call = availability.callToStart(label);
  return (
    <Link href={paths.contact.href({ service, waitlist: call.waitlist })} appearance={{ size: 'lg' }}>
      {call.label}
    </Link>
  );
}
