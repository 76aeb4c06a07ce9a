import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_FIELDS, type CollectionName } from '@/definitions/records';
import { api } from '../support/api';
import { startTestServer, type TestServer } from '../support/test-server';

// The migrations are frozen copies of the definitions (src/definitions/records.ts): the running
// server's collections must hold exactly the fields they name, with their limits, so that neither a
// migration nor a definition can change a field without the other.

interface SchemaField {
  name: string;
  type: string;
  system: boolean;
  hidden: boolean;
  required?: boolean;
  min?: unknown;
  max?: unknown;
  maxSize?: unknown;
  values?: string[];
}

interface Limits {
  required?: boolean;
  min?: number;
  max?: number;
  maxSize?: number;
  values?: readonly string[];
}

/** Fields PocketBase gives its own users collection, which the site leaves unused. */
const POCKETBASE_OWN: Partial<Record<CollectionName, string[]>> = { users: ['name', 'avatar'] };

const count = (value: unknown) => (typeof value === 'number' && value > 0 ? value : undefined);

/** A field's limits as PocketBase reports them, unset ones left out, in the contract's terms. */
function limitsOf(field: SchemaField): Limits {
  const limits: Limits = {
    required: field.required || undefined,
    min: count(field.min),
    max: count(field.max),
    maxSize: count(field.maxSize),
    values: field.values?.length ? field.values : undefined,
  };
  return Object.fromEntries(Object.entries(limits).filter(([, value]) => value !== undefined));
}

/** The definitions' fields of `collection`, name to limits. */
function contractFields(collection: CollectionName): Record<string, Limits> {
  const { sent, kept } = RECORD_FIELDS[collection];
  return { ...sent, ...kept };
}

const collections = Object.keys(RECORD_FIELDS) as CollectionName[];

let server: TestServer;
const schemas = new Map<CollectionName, SchemaField[]>();

beforeAll(async () => {
  server = await startTestServer();
  const client = api(server.url);
  const token = await client.signIn('_superusers', server.admin.email, server.admin.password);
  for (const name of collections) {
    const response = await client.get<{ fields: SchemaField[] }>(`/api/collections/${name}`, token);
    schemas.set(name, response.body.fields);
  }
});
afterAll(async () => {
  await server?.stop();
});

describe("each collection's fields agree with the contract the site and the hooks read", () => {
  it.each(collections)('%s has every field the contract names, with its limits', (collection) => {
    const schema = new Map(schemas.get(collection)!.map((field) => [field.name, field]));
    for (const [name, limits] of Object.entries(contractFields(collection))) {
      const field = schema.get(name);
      expect(field, `${collection}.${name} is missing`).toBeDefined();
      expect(limitsOf(field!), `${collection}.${name}`).toEqual(limits);
    }
  });

  // PocketBase's own id, the record's dates and fields hidden from every answer are the server's.
  it.each(collections)('%s has no field the contract does not name', (collection) => {
    const named = [...Object.keys(contractFields(collection)), ...(POCKETBASE_OWN[collection] ?? [])];
    const unnamed = schemas
      .get(collection)!
      .filter((field) => !field.system && !field.hidden && field.type !== 'autodate')
      .map((field) => field.name)
      .filter((name) => !named.includes(name));
    expect(unnamed).toEqual([]);
  });
});
