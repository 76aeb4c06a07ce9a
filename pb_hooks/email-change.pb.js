/// <reference path="types/pocketbase.d.ts" />

// E-mail change requests: limited per account, one answer for any new address (lib/email-change.js).
routerUse((e) => require(`${__hooks}/lib/email-change.js`).handleEmailChangeRequest(e));
