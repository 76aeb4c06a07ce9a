/// <reference path="../types/pocketbase.d.ts" />

// The optional model behind the assistant: an OpenAI-compatible chat
// completions endpoint (a hosted API, Ollama, llama.cpp's server, vLLM). The
// browser sends its question and the ids of the passages it retrieved; the
// passages' text is read here from the built site, so the route answers only
// about the site's own content. The model's answer must cite the passages
// and may state no number they do not contain; anything else is refused and
// the browser keeps its own answer.

const MAX_QUESTION = 500;
const MAX_PASSAGES = 6;

/**
 * A passage of the site's text, as the build writes assistant-passages.json.
 * @typedef {{ id: string, title: string, href: string, text: string }} Passage
 */
/** @typedef {NonNullable<ReturnType<typeof config>>} Settings */

/**
 * @param {string} name
 * @param {string} fallback
 */
function env(name, fallback) {
  const value = $os.getenv(name);
  return value === '' ? fallback : value;
}

function config() {
  const url = env('ASSISTANT_API_URL', '');
  if (!url) return null;
  return {
    url: url.replace(/\/+$/, '') + '/chat/completions',
    key: env('ASSISTANT_API_KEY', ''),
    model: env('ASSISTANT_MODEL', 'gpt-4o-mini'),
    timeout: parseInt(env('ASSISTANT_TIMEOUT_S', '20'), 10),
    limit: parseInt(env('ASSISTANT_RATE_LIMIT', '10'), 10),
    window: parseInt(env('ASSISTANT_RATE_WINDOW_S', '60'), 10),
  };
}

function passagesById() {
  const root = $os.getenv('SITE_DIR') || $filepath.join(__hooks, '..', 'dist', 'client');
  const file = JSON.parse(toString($os.readFile($filepath.join(root, 'assistant-passages.json'))));
  /** @type {{ [id: string]: Passage }} */
  const byId = {};
  for (const passage of file.passages) byId[passage.id] = passage;
  return byId;
}

// Per visitor IP, in the app's shared store: every hook VM sees the same counts.
/**
 * @param {core.RequestEvent} e
 * @param {Settings} settings
 */
function withinRateLimit(e, settings) {
  const key = 'assistant-rate:' + e.realIP();
  const now = Date.now();
  const seen = ($app.store().get(key) || []).filter(
    (/** @type {number} */ at) => now - at < settings.window * 1000,
  );
  if (seen.length >= settings.limit) return false;
  seen.push(now);
  $app.store().set(key, seen);
  return true;
}

/** @param {core.RequestEvent} e */
function readRequest(e) {
  const body = e.requestInfo().body || {};
  const question = typeof body.question === 'string' ? body.question.trim() : '';
  if (!question) throw new BadRequestError('Ask a question.');
  if (question.length > MAX_QUESTION) throw new BadRequestError('A question has at most 500 characters.');
  const ids = body.passages;
  if (!Array.isArray(ids) || ids.length === 0 || ids.length > MAX_PASSAGES) {
    throw new BadRequestError('Send between 1 and 6 passage ids.');
  }
  const byId = passagesById();
  const passages = ids.map((id) => {
    const passage = typeof id === 'string' ? byId[id] : undefined;
    if (!passage) throw new BadRequestError('Unknown passage: ' + String(id).slice(0, 80));
    return passage;
  });
  return { question, passages };
}

/**
 * @param {string} question
 * @param {Passage[]} passages
 */
function messagesFor(question, passages) {
  const numbered = passages
    .map(
      (passage, index) =>
        '[' + (index + 1) + '] ' + passage.title + ' (' + passage.href + '): ' + passage.text,
    )
    .join('\n\n');
  return [
    {
      role: 'system',
      content:
        "You are the assistant on Clear North's website, a digital marketing agency in Newcastle upon Tyne. " +
        'Answer the visitor in two or three plain sentences using only the numbered passages. ' +
        'Copy prices, timelines and other figures exactly as the passages write them. ' +
        "Business Examples passages describe well-known public companies, not Clear North's clients: never say Clear North worked with them. " +
        'Cite each passage you use as [n]. If the passages do not answer the question, reply only: UNKNOWN',
    },
    { role: 'user', content: 'Passages:\n\n' + numbered + '\n\nQuestion: ' + question },
  ];
}

// An event stream ("data: {...}" lines) or, from a server that ignored
// stream: true, one JSON completion.
/** @param {number[]} body */
function chunksOf(body) {
  const text = toString(body);
  if (text.trim().charAt(0) === '{') {
    const content = JSON.parse(text).choices[0].message.content;
    return content ? [content] : [];
  }
  /** @type {string[]} */
  const chunks = [];
  for (const line of text.split('\n')) {
    const data = line.replace(/^data:\s*/, '').trim();
    if (!line.startsWith('data:') || data === '' || data === '[DONE]') continue;
    const delta = JSON.parse(data).choices[0].delta || {};
    if (delta.content) chunks.push(delta.content);
  }
  return chunks;
}

// Every [n] names a passage, at least one does, and every number in the
// answer is one the cited passages state.
/**
 * @param {string} answer
 * @param {Passage[]} passages
 */
function citedPassages(answer, passages) {
  /** @type {number[]} */
  const cited = [];
  const pattern = /\[(\d+)\]/g;
  let match;
  while ((match = pattern.exec(answer)) !== null) {
    const index = parseInt(match[1], 10) - 1;
    if (!passages[index]) return null;
    if (cited.indexOf(index) < 0) cited.push(index);
  }
  if (cited.length === 0) return null;
  const source = cited.map((index) => passages[index].text + ' ' + passages[index].title).join(' ');
  const number = /\d(?:[\d,.]*\d)?/g;
  /** @type {string[]} */
  const stated = source.match(number) || [];
  const numbers = answer.replace(pattern, ' ').match(number) || [];
  // Whole numbers: "500" is not in "£1,500".
  for (const value of numbers) if (stated.indexOf(value) < 0) return null;
  return cited.map((index) => passages[index].id);
}

/**
 * @param {Settings} settings
 * @param {string} question
 * @param {Passage[]} passages
 */
function ask(settings, question, passages) {
  /** @type {{ [name: string]: string }} */
  const headers = { 'Content-Type': 'application/json' };
  if (settings.key) headers.Authorization = 'Bearer ' + settings.key;
  const response = $http.send({
    url: settings.url,
    method: 'POST',
    headers: headers,
    timeout: settings.timeout,
    body: JSON.stringify({
      model: settings.model,
      stream: true,
      temperature: 0,
      messages: messagesFor(question, passages),
    }),
  });
  if (response.statusCode !== 200) throw new Error('The model answered ' + response.statusCode);
  return chunksOf(response.body);
}

/** @param {core.RequestEvent} e */
function status(e) {
  return e.json(200, { model: config() !== null });
}

/** @param {core.RequestEvent} e */
function answer(e) {
  const settings = config();
  if (!settings) throw new NotFoundError('The assistant has no model configured.');
  if (!withinRateLimit(e, settings))
    throw new TooManyRequestsError('Too many questions; please wait a minute.');
  const request = readRequest(e);

  let chunks;
  try {
    chunks = ask(settings, request.question, request.passages);
  } catch (error) {
    console.warn('assistant: the model failed:', String(error));
    return e.json(502, { message: 'The model is unavailable.' });
  }
  const text = chunks.join('').trim();
  const cited = text === 'UNKNOWN' ? null : citedPassages(text, request.passages);
  if (!cited) return e.json(502, { message: 'The model did not answer from the passages.' });

  // Passed on as the model streamed it, once checked whole.
  e.response.header().set('Content-Type', 'text/event-stream');
  e.response.header().set('Cache-Control', 'no-store');
  e.response.writeHeader(200);
  for (const chunk of chunks) {
    e.response.write('data: ' + JSON.stringify({ delta: chunk }) + '\n\n');
    e.flush();
  }
  e.response.write('data: ' + JSON.stringify({ done: true, cited: cited }) + '\n\n');
  e.flush();
  return null;
}

module.exports = { answer, status };
