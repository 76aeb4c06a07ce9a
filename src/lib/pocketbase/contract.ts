import contract from '../../../pb_hooks/lib/contract.json';

/**
 * What the browser and the server must agree on, from the file the server's
 * hooks read too (pb_hooks/lib/contract.json), so the two cannot drift: an
 * enquiry's services and topics with the names the site and the admin's mail
 * give them, and the codes a refused link answers with. The collections'
 * field names are in its sibling, record-fields.ts.
 */
export const ENQUIRY_SERVICES: ReadonlyArray<{ id: string; name: string }> = contract.services;

export const ENQUIRY_TOPICS: ReadonlyArray<{ id: string; name: string }> = contract.topics;

/** The field code of a link the server refuses: used already, out of date, or never issued. */
export const LINK_ERRORS: Readonly<Record<'used' | 'expired' | 'invalid', string>> = contract.linkErrors;
