/// <reference path="../types/pocketbase.d.ts" />

// A create through the API is read by the same definition as the site's
// forms (src/definitions, bundled as lib/definitions.js): each field the
// definition names is cleaned as the browser cleaned it and held to the same
// rule, and a refusal carries the same words, field by field.

/**
 * Cleans, in place, the fields of `record` that `rules` name, or refuses the
 * record with a 400 naming each field's problem.
 *
 * @param {core.Record} record
 * @param {import('../../src/definitions/form-fields').FieldRules} rules
 */
function checkDefinedRecord(record, rules) {
  const { fieldNames, readRecord } = require(`${__hooks}/lib/definitions.js`);
  /** @type {{ [field: string]: string }} */
  const fields = {};
  fieldNames(rules).forEach((field) => {
    fields[field] = record.getString(field);
  });
  const read = readRecord(rules, fields);
  const refused = fieldNames(rules).filter((field) => read.problems[field]);
  if (refused.length > 0) {
    /** @type {{ [field: string]: ValidationError }} */
    const data = {};
    refused.forEach((field) => {
      const problem = read.problems[field];
      if (problem) data[field] = new ValidationError(problem.code, problem.message);
    });
    throw new BadRequestError('Failed to create record.', data);
  }
  fieldNames(rules).forEach((field) => record.set(field, read.record[field] || ''));
}

module.exports = { checkDefinedRecord };
