import 'fake-indexeddb/auto';
import { createOutboxDb, type OutboxDb } from './outbox-db';

let counter = 0;

/** A fresh outbox database in fake-indexeddb for one test. */
export function testOutbox(): OutboxDb {
  counter += 1;
  return createOutboxDb(`outbox-test-${counter}-${Math.random().toString(36).slice(2)}`);
}

/** A Response as PocketBase would send it. */
export function json(status: number, body: unknown = {}, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** PocketBase's answer to a stored record: the record itself. */
export const created = (id: string) => json(200, { id, collectionName: 'enquiries' });

export const duplicateId = () =>
  json(400, {
    status: 400,
    message: 'Failed to create record.',
    data: { id: { code: 'validation_not_unique', message: 'Value must be unique.' } },
  });
export const invalidField = (field: string) =>
  json(400, {
    status: 400,
    message: 'Failed to create record.',
    data: { [field]: { code: 'validation_required', message: 'Cannot be blank.' } },
  });
