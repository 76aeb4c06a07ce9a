/// <reference path="../types/pocketbase.d.ts" />

// A prerendered page with the form a visitor posted answered in it, as the
// browser without JavaScript shows it: what they typed put back, each
// problem in words after its field (aria-invalid, aria-describedby) and a
// summary of them, each linking to its field, at the top of the page's main
// content, where the browser shows the answer from: GOV.UK's error pattern.
// The page is the build's own; only the form, the <html> start tag (marked
// data-form-answer, so the app does not start over the answer) and the
// title change. No script and no style attribute is added: the page's
// Content-Security-Policy allows only its own.
//
// A small scanner, not a parser: it reads the markup the build writes
// (quoted attributes, no nested forms). Plain JavaScript with no PocketBase
// globals but require, so tests can load it in Node.

/** Never put back: the traps (lib/form-guard.js), a password, and inputs nobody types into. */
const { FORM_TRAPS } = require(`${__hooks}/lib/definitions.js`);
/** @type {string[]} */
const KEPT_OUT = [FORM_TRAPS.honeypot, FORM_TRAPS.fillTime];
const NOT_TYPED = ['password', 'file', 'submit', 'button', 'image', 'reset'];

const ATTRIBUTES = `((?:[^>"']|"[^"]*"|'[^']*')*)`;
const FORM_START = new RegExp(`<form\\b${ATTRIBUTES}>`, 'gi');
const FORM_END = /<\/form\s*>/gi;
const CONTROL = new RegExp(
  `<textarea\\b${ATTRIBUTES}>([\\s\\S]*?)</textarea\\s*>|<select\\b${ATTRIBUTES}>([\\s\\S]*?)</select\\s*>|<input\\b${ATTRIBUTES}>`,
  'gi',
);
const OPTION = new RegExp(`<option\\b${ATTRIBUTES}>([^<]*)`, 'gi');
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/**
 * A start tag's attribute: its value decoded (null when bare) and its source.
 * @typedef {{ name: string, value: string | null, source: string }} Attribute
 */
/**
 * Field name to text: what was posted, or what is wrong with it.
 * @typedef {{ [name: string]: string }} Fields
 */
/**
 * @typedef {object} FormAnswer
 * @property {string} action
 * @property {Fields} [values]
 * @property {Fields} [errors]
 * @property {string[]} [formErrors]
 * @property {string} [formId]
 */

/** @param {unknown} value */
function escapeHtml(value) {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** @type {{ [name: string]: string }} */
const NAMED = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** @param {string} value */
function decodeHtml(value) {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body) => {
    if (body[0] !== '#') return NAMED[body.toLowerCase()] ?? entity;
    const code =
      body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

/**
 * A start tag's attributes, in order, each with its decoded value (null when bare) and its source.
 *
 * @param {string} source
 */
function readAttributes(source) {
  const found = [];
  for (const match of source.matchAll(ATTRIBUTE)) {
    const raw = match[2] ?? match[3] ?? match[4];
    found.push({
      name: match[1].toLowerCase(),
      value: raw === undefined ? null : decodeHtml(raw),
      source: match[0],
    });
  }
  return found;
}

/**
 * @param {Attribute[]} attributes
 * @param {string} name
 */
function attributeValue(attributes, name) {
  const attribute = attributes.find((candidate) => candidate.name === name);
  if (!attribute) return undefined;
  return attribute.value === null ? '' : attribute.value;
}

/**
 * @param {Attribute[]} attributes
 * @param {string} name
 * @param {string | null} value
 */
function withAttribute(attributes, name, value) {
  const changed = { name, value, source: value === null ? name : `${name}="${escapeHtml(value)}"` };
  const at = attributes.findIndex((candidate) => candidate.name === name);
  return at === -1
    ? attributes.concat([changed])
    : attributes.map((attribute, index) => (index === at ? changed : attribute));
}

/**
 * @param {Attribute[]} attributes
 * @param {string} name
 */
function withoutAttribute(attributes, name) {
  return attributes.filter((attribute) => attribute.name !== name);
}

/**
 * @param {string} tag
 * @param {Attribute[]} attributes
 */
function startTag(tag, attributes) {
  return `<${tag}${attributes.map((attribute) => ' ' + attribute.source).join('')}>`;
}

/**
 * @param {object} values
 * @param {string} name
 */
function has(values, name) {
  return Object.prototype.hasOwnProperty.call(values, name);
}

/**
 * A textarea drops one newline right after its start tag: keep the visitor's.
 *
 * @param {string} value
 */
function textareaContent(value) {
  const text = escapeHtml(value);
  return text[0] === '\n' ? '\n' + text : text;
}

/**
 * @param {string} inner
 * @param {string} posted
 */
function selectOptions(inner, posted) {
  return inner.replace(OPTION, (_, source, label) => {
    const attributes = readAttributes(source);
    const own = attributeValue(attributes, 'value');
    const value = own === undefined ? decodeHtml(label).trim() : own;
    const marked =
      value === posted
        ? withAttribute(attributes, 'selected', null)
        : withoutAttribute(attributes, 'selected');
    return startTag('option', marked) + label;
  });
}

/**
 * The forms of `html` that post to `action`: where each starts, where its content starts and ends.
 *
 * @param {string} html
 * @param {string} action
 */
function formsPostingTo(html, action) {
  const forms = [];
  for (const match of html.matchAll(FORM_START)) {
    if (attributeValue(readAttributes(match[1]), 'action') !== action) continue;
    FORM_END.lastIndex = match.index + match[0].length;
    const end = FORM_END.exec(html);
    if (end) forms.push({ contentStart: match.index + match[0].length, contentEnd: end.index });
  }
  return forms;
}

/**
 * The posted form: the one whose hidden form_id matches, else the first posting to `action`.
 *
 * @param {string} html
 * @param {string} action
 * @param {string} [formId]
 */
function chooseForm(html, action, formId) {
  const forms = formsPostingTo(html, action);
  if (formId) {
    const same = forms.find((form) =>
      Array.from(html.slice(form.contentStart, form.contentEnd).matchAll(CONTROL)).some((match) => {
        const attributes = match[5] === undefined ? [] : readAttributes(match[5]);
        return (
          attributeValue(attributes, 'name') === 'form_id' && attributeValue(attributes, 'value') === formId
        );
      }),
    );
    if (same) return same;
  }
  return forms[0] || null;
}

/** @param {string} id */
function errorId(id) {
  return `${id}-error`;
}

/**
 * @param {string} id
 * @param {string} message
 */
function fieldError(id, message) {
  return `<p id="${escapeHtml(errorId(id))}" class="form-error"><strong>${escapeHtml(message)}</strong></p>`;
}

/**
 * @param {Attribute[]} attributes
 * @param {string} id
 */
function describedBy(attributes, id) {
  const earlier = attributeValue(attributes, 'aria-describedby');
  const ids = [errorId(id)].concat(earlier ? earlier.split(/\s+/).filter(Boolean) : []);
  return withAttribute(withAttribute(attributes, 'aria-invalid', 'true'), 'aria-describedby', ids.join(' '));
}

/**
 * The form's content with the posted values and the field errors in it,
 * and the errors it showed at a field, in the order of the fields.
 *
 * @param {string} content
 * @param {{ values: Fields, errors: Fields }} answer
 */
function fillForm(content, answer) {
  /** @type {Array<{ name: string, id: string, message: string }>} */
  const shown = [];
  const filled = content.replace(
    CONTROL,
    (match, areaSource, areaText, selectSource, selectInner, inputSource) => {
      const source = areaSource ?? selectSource ?? inputSource;
      const tag = areaSource !== undefined ? 'textarea' : selectSource !== undefined ? 'select' : 'input';
      let attributes = readAttributes(source);
      const name = attributeValue(attributes, 'name');
      const type = (attributeValue(attributes, 'type') || 'text').toLowerCase();
      if (!name || KEPT_OUT.indexOf(name) !== -1 || (tag === 'input' && NOT_TYPED.indexOf(type) !== -1))
        return match;

      const posted = has(answer.values, name) ? String(answer.values[name]) : undefined;
      let inner = tag === 'textarea' ? areaText : selectInner;
      if (posted !== undefined) {
        if (tag === 'textarea') inner = textareaContent(posted);
        else if (tag === 'select') inner = selectOptions(inner, posted);
        else if (type === 'checkbox' || type === 'radio') {
          const own = attributeValue(attributes, 'value');
          attributes =
            (own === undefined ? 'on' : own) === posted
              ? withAttribute(attributes, 'checked', null)
              : withoutAttribute(attributes, 'checked');
        } else attributes = withAttribute(attributes, 'value', posted);
      }

      // A hidden field has nowhere to show its problem: the summary says it.
      const message = has(answer.errors, name) ? answer.errors[name] : undefined;
      const visible = tag !== 'input' || type !== 'hidden';
      let after = '';
      if (message !== undefined && visible && !shown.some((item) => item.name === name)) {
        let id = attributeValue(attributes, 'id');
        if (!id) {
          id = `form-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
          attributes = withAttribute(attributes, 'id', id);
        }
        attributes = describedBy(attributes, id);
        shown.push({ name, id, message });
        after = fieldError(id, message);
      }
      const start = startTag(tag, attributes);
      return (tag === 'input' ? start : `${start}${inner}</${tag}>`) + after;
    },
  );
  return { filled, shown };
}

/**
 * @param {string[]} formErrors
 * @param {Array<{ id: string, message: string }>} shown
 * @param {string[]} unplaced
 */
function summary(formErrors, shown, unplaced) {
  const items = formErrors
    .map((message) => `<li>${escapeHtml(message)}</li>`)
    .concat(
      shown.map(({ id, message }) => `<li><a href="#${escapeHtml(id)}">${escapeHtml(message)}</a></li>`),
    )
    .concat(unplaced.map((message) => `<li>${escapeHtml(message)}</li>`));
  return `<div role="alert"><p>There is a problem</p><ul>${items.join('')}</ul></div>`;
}

/**
 * Where the summary goes: the top of <main>, else of <body>, seen first
 * however far down the page the form is.
 *
 * @param {string} html
 */
function pageTop(html) {
  const main = /<main\b[^>]*>/i.exec(html) || /<body\b[^>]*>/i.exec(html);
  return main ? main.index + main[0].length : 0;
}

/**
 * `html` with the posted form answered. `answer`: the form's `action`, the
 * posted `values` (field name to text), the field `errors` (field name to
 * message), `formErrors` (messages about the whole form) and the posted
 * `formId`, if any.
 *
 * @param {string} html
 * @param {FormAnswer} answer
 */
function answerForm(html, answer) {
  const formErrors = answer.formErrors || [];
  const errors = answer.errors || {};
  const form = chooseForm(html, answer.action, answer.formId);
  let page = html;
  /** @type {Array<{ name: string, id: string, message: string }>} */
  let shown = [];
  if (form) {
    const answered = fillForm(html.slice(form.contentStart, form.contentEnd), {
      values: answer.values || {},
      errors,
    });
    shown = answered.shown;
    page = html.slice(0, form.contentStart) + answered.filled + html.slice(form.contentEnd);
  }
  const unplaced = Object.keys(errors)
    .filter((name) => !shown.some((item) => item.name === name))
    .map((name) => errors[name]);
  const at = pageTop(page);
  const body = page.slice(0, at) + summary(formErrors, shown, unplaced) + page.slice(at);
  return body
    .replace(/<html\b((?:[^>"']|"[^"]*"|'[^']*')*)>/i, '<html$1 data-form-answer>')
    .replace(/<title>/i, '<title>Error: ');
}

/**
 * Whether `html` has a form that posts to `action`.
 *
 * @param {string} html
 * @param {string} action
 */
function hasFormPostingTo(html, action) {
  return formsPostingTo(html, action).length > 0;
}

/**
 * `html` with the form posting to `action` holding `values`, as a page
 * served afresh: no summary, no marks, the app free to start.
 *
 * @param {string} html
 * @param {string} action
 * @param {Fields} values
 */
function fillValues(html, action, values) {
  const form = chooseForm(html, action);
  if (!form) return html;
  const { filled } = fillForm(html.slice(form.contentStart, form.contentEnd), { values, errors: {} });
  return html.slice(0, form.contentStart) + filled + html.slice(form.contentEnd);
}

module.exports = { answerForm, fillValues, hasFormPostingTo };
