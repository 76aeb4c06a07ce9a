import { FORM_TRAPS } from '@/definitions/form-traps';
import { RECORD_FIELDS, type CollectionName } from '@/definitions/records';

/**
 * Every name a site form sends a record of `collection` under, in order:
 * its id, the fields the contract says a browser sends, and the form's
 * traps. A body that holds exactly these uses the contract's names and no
 * copy of its own.
 */
export function sentNames(collection: CollectionName): string[] {
  return [
    'id',
    ...Object.keys(RECORD_FIELDS[collection].sent),
    FORM_TRAPS.honeypot,
    FORM_TRAPS.fillTime,
  ].sort();
}
