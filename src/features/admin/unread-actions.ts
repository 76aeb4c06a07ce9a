import type PocketBase from 'pocketbase';
import { toast } from '@/components/ui/toast';
import { loadPocketBase } from '@/lib/pocketbase/sdk';
import type { Enquiry } from './enquiry';
import { fetchUnread, markAllRead, markRead } from './enquiry-api';
import { clearUnread, removeUnread, replaceUnread, unreadEnquiries } from './unread-store';

const failed = {
  title: 'Something went wrong',
  description: 'Please try again later.',
  variant: 'destructive',
} as const;

/** After a change the server refused or never got: show what it holds, and say so. */
async function undo(pb: PocketBase): Promise<void> {
  toast(failed);
  try {
    replaceUnread(await fetchUnread(pb));
  } catch {
    // Offline: the next connection fetches it.
  }
}

/** Clicking one takes it off the list (never below 0); the server remembers it was read. */
export async function markEnquiryRead(enquiry: Enquiry): Promise<void> {
  removeUnread(enquiry.id);
  const pb = await loadPocketBase();
  try {
    await markRead(pb, enquiry);
  } catch {
    await undo(pb);
  }
}

/** 'Mark all read' empties the list and zeroes the count, on every device. */
export async function markEveryEnquiryRead(): Promise<void> {
  const newest = unreadEnquiries.items[0]?.created;
  if (!newest) return;
  clearUnread();
  const pb = await loadPocketBase();
  try {
    await markAllRead(pb, newest);
  } catch {
    await undo(pb);
  }
}
