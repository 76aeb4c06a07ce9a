/// <reference path="../types/pocketbase.d.ts" />

/**
 * The times kept under one key of the app's store (a JSON array); none when it holds anything else.
 *
 * @param {unknown} value
 * @returns {number[]}
 */
function readTimes(value) {
  if (!value) return [];
  try {
    const times = JSON.parse(String(value));
    return Array.isArray(times) ? times : [];
  } catch (_) {
    return [];
  }
}

module.exports = { readTimes };
