/**
 * Fields PocketBase's declarations mark optional, as they mark every Go
 * pointer, though PocketBase sets them on every event a hook receives. Each is
 * `namespace.Interface.field`; the reason follows it. A field that can truly
 * be missing stays optional (a password sign-in's record: no account has the
 * address).
 */
export const ALWAYS_SET_FIELDS = [
  // Its doc comment: "It is expected that the Response and Request fields are always set."
  'router.Event.request',
  // A server request's URL is parsed from its request line before any handler runs.
  'http.Request.url',
  // Record model events and account mails are built from the record they are about.
  'core.baseRecordEventData.record',
  // Collection model events and record requests are built from their collection.
  'core.baseCollectionEventData.collection',
  // The record viewed, created, updated or deleted: the route found or built it first.
  'core.RecordRequestEvent.record',
  // A confirmed token has found its account before the hooks run.
  'core.RecordConfirmPasswordResetRequestEvent.record',
  'core.RecordConfirmVerificationRequestEvent.record',
  // The message being sent.
  'core.MailerEvent.message',
] as const;

const NAMESPACE = /^(?:declare )?namespace (\S+) \{$/;
const INTERFACE = /^ interface (\w+)\b/;
const OPTIONAL_FIELD = /^ {2}(\w+)\?:/;

/**
 * The declarations with the always-set fields required. Throws when one of
 * them is no longer optional or no longer there: a PocketBase upgrade that
 * changes them needs a look, not a silent pass.
 */
export function requireAlwaysSetFields(declarations: string): string {
  const wanted = new Set<string>(ALWAYS_SET_FIELDS);
  const found = new Set<string>();
  let namespace = '';
  let iface = '';
  const lines = declarations.split('\n').map((line) => {
    const opened = NAMESPACE.exec(line);
    if (opened) namespace = opened[1] ?? '';
    if (line === '}') namespace = '';
    const declared = INTERFACE.exec(line);
    if (declared) iface = declared[1] ?? '';
    if (line === ' }' || opened) iface = '';
    const field = OPTIONAL_FIELD.exec(line);
    const name = `${namespace}.${iface}.${field?.[1] ?? ''}`;
    if (!field || !wanted.has(name)) return line;
    found.add(name);
    return line.replace('?:', ':');
  });
  const missing = ALWAYS_SET_FIELDS.filter((name) => !found.has(name));
  if (missing.length > 0) {
    throw new Error(`PocketBase's declarations have no optional ${missing.join(', ')}`);
  }
  return lines.join('\n');
}
