/// <reference path="../types/pocketbase.d.ts" />

const MAX_REPORT_BYTES = 16 * 1024;
const MAX_FIELD = 500;

/**
 * A violation as browsers report it, read loosely: any field may be missing.
 * @typedef {{ [field: string]: unknown }} Violation
 */

/** @param {unknown} value */
function field(value) {
  return String(value === undefined || value === null ? '' : value).slice(0, MAX_FIELD);
}

// "report-uri" sends {"csp-report": {...}} as application/csp-report; the
// Reporting API sends a list of {type, body: {...}}.
/** @param {{ 'csp-report'?: Violation } | null} parsed */
function violationsIn(parsed) {
  if (parsed && parsed['csp-report']) return [parsed['csp-report']];
  if (Array.isArray(parsed))
    return parsed.filter((report) => report && report.body).map((report) => report.body);
  return [];
}

/** @param {core.RequestEvent} e */
function logReport(e) {
  let parsed = null;
  try {
    parsed = JSON.parse(toString(e.request.body, MAX_REPORT_BYTES));
  } catch (_) {
    throw new BadRequestError('The report is not JSON.');
  }
  const violations = violationsIn(parsed);
  if (violations.length === 0) throw new BadRequestError('The report holds no violation.');
  for (const violation of violations.slice(0, 10)) {
    e.app
      .logger()
      .warn(
        'CSP violation',
        'document',
        field(violation['document-uri'] || violation.documentURL),
        'directive',
        field(
          violation['effective-directive'] || violation.effectiveDirective || violation['violated-directive'],
        ),
        'blocked',
        field(violation['blocked-uri'] || violation.blockedURL),
        'source',
        field(violation['source-file'] || violation.sourceFile),
        'line',
        field(violation['line-number'] || violation.lineNumber),
        'sample',
        field(violation['script-sample'] || violation.sample),
      );
  }
}

module.exports = { logReport };
