/// <reference path="types/pocketbase.d.ts" />

// Where browsers report what the Content-Security-Policy blocked: each
// report is logged (the dashboard's Logs, message "CSP violation").
routerAdd('POST', '/api/csp-report', (e) => {
  require(`${__hooks}/lib/csp-report.js`).logReport(e);
  return e.noContent(204);
});
