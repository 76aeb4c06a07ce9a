/// <reference path="../types/pocketbase.d.ts" />

/**
 * What a hook caught, read as a CaughtError: anything may be thrown, and a
 * value that is not an object (a string, say) carries none of its parts.
 *
 * @param {unknown} err
 * @returns {CaughtError}
 */
function caughtError(err) {
  return typeof err === 'object' && err !== null ? err : {};
}

/**
 * The one field a validation error is about, with its code, or null when
 * it names several fields or none. A hook's own errors carry `data`;
 * PocketBase's come wrapped, and their codes may be methods.
 *
 * @param {unknown} thrown
 */
function soleFieldError(thrown) {
  const err = caughtError(thrown);
  const data = (err.value && err.value.data) || err.data;
  if (!data) return null;
  const fields = Object.keys(data);
  if (fields.length !== 1) return null;
  const reason = data[fields[0]];
  const code = reason && (typeof reason.code === 'function' ? reason.code() : reason.code);
  return { field: fields[0], code: String(code || '') };
}

module.exports = { caughtError, soleFieldError };
