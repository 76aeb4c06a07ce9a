import { describe, expect, it } from 'vitest';
import type { AttemptOutcome } from './outcome';
import { created, duplicateId, invalidField, json } from './outbox.test-helpers';
import { readBatchAnswer, readCreateAnswer, readUpdateAnswer } from './pocketbase-answer';

const html = (status: number) =>
  new Response('<html><body>Sign in to the Wi-Fi</body></html>', {
    status,
    headers: { 'Content-Type': 'text/html' },
  });

/** PocketBase's answer to a save that failed on the server: a 400 naming no field. */
const failedSave = () => json(400, { status: 400, message: 'Failed to create record.', data: {} });

describe('readCreateAnswer', () => {
  it.each<[string, () => Response, AttemptOutcome]>([
    ['the record itself', () => created('e1'), { kind: 'delivered' }],
    ['its id refused as taken (an earlier delivery arrived)', duplicateId, { kind: 'delivered' }],
    [
      'a refusal naming a field',
      () => invalidField('email'),
      { kind: 'refused', message: 'Failed to create record.', fields: { email: 'Cannot be blank.' } },
    ],
    ['a failed save (400, no field named)', failedSave, { kind: 'retry', status: 400 }],
    [
      'a rate limit',
      () => json(429, {}, { 'Retry-After': '30' }),
      { kind: 'retry', status: 429, retryAfterSeconds: 30 },
    ],
    ['a server fault', () => json(503), { kind: 'retry', status: 503 }],
    ["a captive portal's 200 page", () => html(200), { kind: 'retry', status: 200 }],
    ['another record', () => created('someone-else'), { kind: 'retry', status: 200 }],
    ["a proxy's 403 page", () => html(403), { kind: 'retry', status: 403 }],
  ])('reads %s', async (_case, answer, outcome) => {
    expect(await readCreateAnswer(answer(), 'e1')).toEqual(outcome);
  });
});

describe('readBatchAnswer', () => {
  const refusedBatch = (requests: Record<string, unknown>) =>
    json(400, { status: 400, message: 'Batch transaction failed.', data: { requests } });

  it.each<[string, () => Response, unknown]>([
    [
      'a created record per item, in order',
      () =>
        json(200, [
          { status: 200, body: { id: 'a1' } },
          { status: 200, body: { id: 'a2' } },
        ]),
      { kind: 'delivered' },
    ],
    [
      'a list short of an item',
      () => json(200, [{ status: 200, body: { id: 'a1' } }]),
      { kind: 'retry', status: 200 },
    ],
    [
      'an item already stored',
      () =>
        refusedBatch({ '1': { response: { status: 400, data: { id: { code: 'validation_not_unique' } } } } }),
      { kind: 'one-by-one', duplicateAt: 1 },
    ],
    ['an invalid item', () => refusedBatch({ '0': { response: { status: 400 } } }), { kind: 'one-by-one' }],
    [
      'a rate-limited item',
      () => refusedBatch({ '0': { response: { status: 429 } } }),
      { kind: 'retry', status: 429 },
    ],
    [
      'an item failing on the server',
      () => refusedBatch({ '1': { response: { status: 500 } } }),
      { kind: 'retry', status: 500 },
    ],
    ['too large a batch, whoever says so', () => html(413), { kind: 'one-by-one' }],
    ["a proxy's refusal", () => html(403), { kind: 'retry', status: 403 }],
  ])('reads %s', async (_case, answer, expected) => {
    expect(await readBatchAnswer(answer(), ['a1', 'a2'])).toEqual(expected);
  });
});

describe('readUpdateAnswer', () => {
  const notFound = () =>
    json(404, { status: 404, message: "The requested resource wasn't found.", data: {} });
  const forbidden = () => json(403, { status: 403, message: 'Only superusers can do this.', data: {} });
  it.each<[string, () => Response, AttemptOutcome]>([
    ['the record as changed', () => created('enq1'), { kind: 'delivered' }],
    ['another record', () => created('other'), { kind: 'retry', status: 200 }],
    [
      'a refusal naming a field',
      () => invalidField('note'),
      { kind: 'refused', message: 'Failed to create record.', fields: { note: 'Cannot be blank.' } },
    ],
    // A token out of date, or a deploy under way, must never lose the admin's change.
    ['not found', notFound, { kind: 'retry', status: 404 }],
    ['forbidden', forbidden, { kind: 'retry', status: 403 }],
    ['a server fault', () => json(503), { kind: 'retry', status: 503 }],
    ["a portal's page", () => html(200), { kind: 'retry', status: 200 }],
  ])('reads %s', async (_case, respond, outcome) => {
    expect(await readUpdateAnswer(respond(), 'enq1')).toEqual(outcome);
  });
});
