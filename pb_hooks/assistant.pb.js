/// <reference path="types/pocketbase.d.ts" />

// The assistant's optional model (see pb_hooks/lib/assistant-model.js and
// docs/architecture.md, "The assistant"). Off unless ASSISTANT_API_URL is set.
routerAdd('GET', '/api/assistant', (e) => require(`${__hooks}/lib/assistant-model.js`).status(e));
routerAdd('POST', '/api/assistant/answer', (e) => require(`${__hooks}/lib/assistant-model.js`).answer(e));
