import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/tools/project-root';

// PocketBase runs the handlers of one hook in the order they were registered,
// and hook files in no order to rely on: a collection's create request split
// across files would run its steps in an order nobody wrote down.

const HOOKS_DIR = join(projectRoot, 'pb_hooks');
const REQUEST_HOOKS = ['onRecordCreateRequest', 'onRecordUpdateRequest', 'onRecordDeleteRequest'];

/** Each request hook's collections, with the hook files that register a handler for them. */
function registrations(): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const file of readdirSync(HOOKS_DIR).filter((name) => name.endsWith('.pb.js'))) {
    const source = ts.createSourceFile(
      file,
      readFileSync(join(HOOKS_DIR, file), 'utf8'),
      ts.ScriptTarget.Latest,
    );
    const visit = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        REQUEST_HOOKS.includes(node.expression.text)
      ) {
        const collections = node.arguments.filter(ts.isStringLiteral).map((argument) => argument.text);
        for (const collection of collections.length > 0 ? collections : ['(every collection)']) {
          const key = `${node.expression.text} ${collection}`;
          found.set(key, (found.get(key) ?? new Set()).add(file));
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe("each collection's request pipeline", () => {
  it('is registered in one hook file, where its order is written down', () => {
    const found = registrations();
    expect(found.get('onRecordCreateRequest enquiries')).toEqual(new Set(['enquiries.pb.js']));
    expect(found.get('onRecordCreateRequest users')).toEqual(new Set(['sign-up.pb.js']));
    const spread = [...found]
      .filter(([, files]) => files.size > 1)
      .map(([hook, files]) => `${hook}: ${[...files]}`);
    expect(spread).toEqual([]);
  });
});
