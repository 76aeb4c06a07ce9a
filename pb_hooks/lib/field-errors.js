/// <reference path="../types/pocketbase.d.ts" />

/**
 * The one field a validation error is about, with its code, or null when
 * it names several fields or none. A hook's own errors carry `data`;
 * PocketBase's come wrapped, and their codes may be methods.
 *
 * @param {CaughtError} err
 */
function soleFieldError(err) {
  const data = (err && err.value && err.value.data) || (err && err.data);
  if (!data) return null;
  const fields = Object.keys(data);
  if (fields.length !== 1) return null;
  const reason = data[fields[0]];
  const code = reason && (typeof reason.code === 'function' ? reason.code() : reason.code);
  return { field: fields[0], code: String(code || '') };
}

module.exports = { soleFieldError };
