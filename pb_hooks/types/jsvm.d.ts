// What hooks meet in PocketBase's JSVM that its declarations
// (pocketbase.d.ts) leave out.

// The JSVM's console writes to the app's log; lib: ["ES2022"] declares none.
declare const console: {
  log(...data: unknown[]): void;
  info(...data: unknown[]): void;
  warn(...data: unknown[]): void;
  error(...data: unknown[]): void;
  debug(...data: unknown[]): void;
};

/**
 * A field's problem in a refused save: a ValidationError a hook made, or
 * PocketBase's own, whose code the JSVM shows as a method.
 */
interface FieldError {
  code?: string | (() => string);
  message?: string;
}

/**
 * What a hook catches: an error a hook threw (ApiError and its kin carry
 * status and data), or a Go error as the JSVM wraps it, the error itself
 * under `value`.
 */
interface CaughtError {
  status?: number;
  message?: string;
  data?: { [field: string]: FieldError };
  value?: { status?: number; data?: { [field: string]: FieldError } };
}

/**
 * A field as `new Field()` and `new Collection()` read it: its JSON form,
 * `type` naming the kind of field and the rest its options.
 */
interface FieldData {
  type: string;
  name: string;
  [option: string]: unknown;
}

/** A collection as `new Collection()` reads it: its JSON form. A null rule allows superusers only. */
interface CollectionData {
  type: 'base' | 'view' | 'auth';
  name: string;
  listRule?: string | null;
  viewRule?: string | null;
  createRule?: string | null;
  updateRule?: string | null;
  deleteRule?: string | null;
  fields: FieldData[];
  indexes?: string[];
}

// The constructors as migrations call them, with the JSON form: PocketBase's
// declarations take the Go model instead, whose `type` is a method.
type CollectionFromData = new (data: CollectionData) => Collection;
type FieldFromData = new (data: FieldData) => Field;
