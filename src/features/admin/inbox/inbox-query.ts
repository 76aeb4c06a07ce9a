/** Enquiries per inbox page. */
export const INBOX_PAGE_SIZE = 20;
/** Longest search the inbox sends; a longer text is cut, never refused. */
export const MAX_SEARCH_LENGTH = 200;

export interface InboxLocation {
  search: string;
  page: number;
  /** One enquiry alone, by id, as the agency's notification mail links to it. */
  enquiry?: string;
}

/** PocketBase's record ids: 15 lower-case letters and digits. */
const RECORD_ID = /^[a-z0-9]{15}$/;

/** The inbox's search and page from the URL (`?q=…&page=…`, or `?enquiry=<id>`); anything odd reads as the first page. */
export function inboxLocationFrom(params: URLSearchParams): InboxLocation {
  const enquiry = params.get('enquiry') ?? '';
  if (RECORD_ID.test(enquiry)) return { search: '', page: 1, enquiry };
  const search = (params.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
  const page = Number(params.get('page'));
  return { search, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The URL's query for an inbox search and page (page 1 and no search leave it empty), or one enquiry. */
export function inboxParamsFor(location: InboxLocation): URLSearchParams {
  const params = new URLSearchParams();
  if (location.enquiry) {
    params.set('enquiry', location.enquiry);
    return params;
  }
  if (location.search) params.set('q', location.search);
  if (location.page > 1) params.set('page', String(location.page));
  return params;
}
