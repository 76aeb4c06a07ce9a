import type { CollectionName, RECORD_FIELDS } from '@/definitions/records';

export type { CollectionName };

type Collections = typeof RECORD_FIELDS;

/** A field a visitor's browser sends in a record of `C`. */
export type SentField<C extends CollectionName> = keyof Collections[C]['sent'];

/**
 * A record of `C` as the site sends it: its id and any of the fields the
 * contract names, and no other (an object literal with another is a type error).
 */
export type SentRecord<C extends CollectionName> = { id: string } & { [F in SentField<C>]?: unknown };

/** A record of `C` as PocketBase answers it: every field the contract names, sent or kept. */
export type StoredRecord<C extends CollectionName> = { id: string; created?: unknown } & {
  [F in SentField<C> | keyof Collections[C]['kept']]?: unknown;
};
