import { describe, expect, it } from 'vitest';
import { importCycle } from './import-cycle';

describe('importCycle', () => {
  it('finds files importing each other through others', () => {
    const imports = new Map([
      ['index.js', ['a.js']],
      ['a.js', ['b.js']],
      ['b.js', ['c.js']],
      ['c.js', ['a.js']],
    ]);
    expect(importCycle(imports)).toEqual(['a.js', 'b.js', 'c.js', 'a.js']);
  });

  it('finds a file importing itself', () => {
    expect(importCycle(new Map([['a.js', ['a.js']]]))).toEqual(['a.js', 'a.js']);
  });

  it('finds none where two files import a third', () => {
    const imports = new Map([
      ['index.js', ['a.js', 'b.js']],
      ['a.js', ['shared.js']],
      ['b.js', ['shared.js']],
      ['shared.js', []],
    ]);
    expect(importCycle(imports)).toBeUndefined();
  });
});
