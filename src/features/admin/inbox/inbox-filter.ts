import type PocketBase from 'pocketbase';
import { NEW_ENQUIRY_FILTER } from '@/definitions/enquiry';
import { NO_SERVICE, type InboxFilters, type InboxState } from './inbox-query';

export interface InboxQuery {
  page: number;
  perPage: number;
  /** Matched against name, e-mail, message and the admin's note; empty for every enquiry. */
  search: string;
  filters: InboxFilters;
  /** One enquiry alone, by id, whatever the filters. */
  enquiry?: string;
}

const STATE_FILTERS: Record<InboxState, string> = {
  inbox: 'filed = ""',
  new: NEW_ENQUIRY_FILTER,
  read: 'filed = "" && read_at != "" && handled_at = ""',
  handled: 'filed = "" && handled_at != ""',
  archived: 'filed = "archived"',
  spam: 'filed = "spam"',
  all: '',
};

/** Midnight starting `day` (YYYY-MM-DD) in the admin's own time zone, `offset` days on. */
function startOfDay(day: string, offset = 0): Date {
  const start = new Date(`${day}T00:00:00`);
  start.setDate(start.getDate() + offset);
  return start;
}

/**
 * The PocketBase filter for a query. Every value the admin gives is bound
 * through pb.filter, which quotes it, so none can change the filter itself.
 */
export function inboxFilter(pb: Pick<PocketBase, 'filter'>, query: InboxQuery): string {
  if (query.enquiry) return pb.filter('id = {:id}', { id: query.enquiry });
  const { state, service, topic, from, to } = query.filters;
  const search = query.search.trim();
  const parts = [
    STATE_FILTERS[state],
    search ? pb.filter('(name ~ {:q} || email ~ {:q} || message ~ {:q} || note ~ {:q})', { q: search }) : '',
    service ? pb.filter('service = {:service}', { service: service === NO_SERVICE ? '' : service }) : '',
    topic === 'enquiry'
      ? '(topic = "" || topic = "enquiry")'
      : topic
        ? pb.filter('topic = {:topic}', { topic })
        : '',
    from ? pb.filter('created >= {:from}', { from: startOfDay(from) }) : '',
    to ? pb.filter('created < {:until}', { until: startOfDay(to, 1) }) : '',
  ];
  return parts.filter(Boolean).join(' && ');
}
