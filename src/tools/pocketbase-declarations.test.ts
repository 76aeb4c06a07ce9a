import { describe, expect, it } from 'vitest';
import { ALWAYS_SET_FIELDS, requireAlwaysSetFields } from './pocketbase-declarations';

/** Declarations shaped as PocketBase writes them: each field in a namespace and interface of its own. */
function declarations(fields: readonly string[], optional = true): string {
  return fields
    .map((name) => {
      const [namespace, iface, field] = name.split('.');
      return [
        `namespace ${namespace} {`,
        ` type _sAbc = hook.Event`,
        ` interface ${iface} extends _sAbc {`,
        `  app: App`,
        `  ${field}${optional ? '?' : ''}: Thing // what it holds`,
        ` }`,
        `}`,
      ].join('\n');
    })
    .join('\n');
}

describe('requireAlwaysSetFields', () => {
  it('makes every always-set field required', () => {
    expect(requireAlwaysSetFields(declarations(ALWAYS_SET_FIELDS))).toBe(
      declarations(ALWAYS_SET_FIELDS, false),
    );
  });

  it.each([
    ['a field of the same name in another interface', 'core.RecordAuthWithPasswordRequestEvent.record'],
    ['an interface of the same name in another namespace', 'url.Request.url'],
    ['another optional field of a listed interface', 'router.Event.auth'],
  ])('leaves %s optional', (_, other) => {
    const text = declarations([...ALWAYS_SET_FIELDS, other]);
    expect(requireAlwaysSetFields(text)).toBe(
      `${declarations(ALWAYS_SET_FIELDS, false)}\n${declarations([other])}`,
    );
  });

  it('leaves a field optional once its interface has closed', () => {
    const text = `${declarations(ALWAYS_SET_FIELDS)}\nnamespace router {\n interface Event {\n }\n  request?: http.Request\n}`;
    expect(requireAlwaysSetFields(text)).toContain('  request?: http.Request');
  });

  it('refuses declarations that no longer have a listed field optional, naming it', () => {
    const [first = '', ...rest] = ALWAYS_SET_FIELDS;
    const text = `${declarations([first], false)}\n${declarations(rest)}`;
    expect(() => requireAlwaysSetFields(text)).toThrow(first);
  });
});
