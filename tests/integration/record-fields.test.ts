import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENQUIRY_SERVICES, ENQUIRY_TOPICS } from '@/lib/pocketbase/contract';
import { RECORD_FIELDS, type CollectionName } from '@/lib/pocketbase/record-fields';
import { api } from '../support/api';
import { startTestServer, type TestServer } from '../support/test-server';

// The migrations are frozen copies of the contract (pb_hooks/lib/record-fields.json): the running
// server's collections must hold exactly the fields it names, with its limits, so that neither a
// migration nor the contract can change a field without the other.

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
  values?: string[];
}

/** Select fields whose choices the contract keeps with their names (pb_hooks/lib/contract.json). */
const CHOICES: Partial<Record<`${CollectionName}.${string}`, string[]>> = {
  'enquiries.service': ENQUIRY_SERVICES.map((service) => service.id),
  'enquiries.topic': ENQUIRY_TOPICS.map((topic) => topic.id),
};

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

/** The contract's fields of `collection`, name to limits, the choices kept elsewhere put in. */
function contractFields(collection: CollectionName): Record<string, Limits> {
  const { sent, kept } = RECORD_FIELDS[collection];
  const fields: Record<string, Limits> = { ...sent, ...kept };
  return Object.fromEntries(
    Object.entries(fields).map(([name, limits]) => {
      const values = CHOICES[`${collection}.${name}`];
      return [name, values ? { ...limits, values } : limits];
    }),
  );
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
