import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useHydrated } from '@/hooks/use-hydrated';
import { session } from '@/lib/session/session-store';

export interface AdminGateProps {
  /** What the page lists, in its messages: "enquiries", "subscribers". */
  what: string;
  /** The page's own style for the messages. */
  className: string;
  children: ReactNode;
}

/**
 * An admin page's content, for the admin only. Anyone else gets a plain
 * message and no data (the API refuses them anyway); the prerendered page
 * and a session still being checked show the loading line.
 */
export function AdminGate({ what, className, children }: AdminGateProps) {
  const hydrated = useHydrated();
  const { status } = useSnapshot(session);

  if (!hydrated || status === 'loading') {
    return (
      <p className={className} role="status">
        Loading {what}...
      </p>
    );
  }
  if (status === 'signed-out') return <p className={className}>Please sign in to view {what}.</p>;
  if (status === 'member') return <p className={className}>Only the admin can view {what}.</p>;
  return children;
}
