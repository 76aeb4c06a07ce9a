/// <reference path="types/pocketbase.d.ts" />

// What visitors and members store is cleaned on every save, whichever way it
// comes (the API, a batch, a form posted without JavaScript): lib/stored-text.js.
// At validation, which every save reaches after every create and update hook
// has set its fields (an analytics event's campaign, derived from its address).
onRecordValidate(
  (e) => {
    require(`${__hooks}/lib/stored-text.js`).cleanStoredText(e.record);
    e.next();
  },
  ...require(`${__hooks}/lib/definitions.js`).PUBLIC_COLLECTIONS,
);
