import { describe, expect, it } from 'vitest';
import { importCycle } from './import-cycle';
import { planIslandChunks, type GraphModule, type IslandChunkLimits } from './island-chunks';

const LIMITS: IslandChunkLimits = {
  heavyLibraryBytes: 1000,
  mergeBelowBytes: 500,
  mostAddedBytes: 400,
  loadedOnEveryVisit: () => false,
};

type Spec = Partial<GraphModule> & { imports?: string[]; dynamicImports?: string[] };

function graphOf(modules: Record<string, Spec>): Map<string, GraphModule> {
  return new Map(
    Object.entries(modules).map(([id, spec]) => [
      id,
      { imports: [], dynamicImports: [], size: 100, isEntry: false, ...spec },
    ]),
  );
}

/** The page's entry, which imports each island later. */
const page = (...islands: string[]): Spec => ({ isEntry: true, dynamicImports: islands });

describe('planIslandChunks', () => {
  it('puts what the page runs at once and islands import too in one file, and leaves what one island alone loads', () => {
    const plan = planIslandChunks(
      graphOf({
        main: { ...page('a', 'b'), imports: ['boot', 'keys', 'only-main'] },
        boot: {},
        keys: {},
        'only-main': {},
        a: { imports: ['boot', 'keys', 'shared', 'only-a'] },
        b: { imports: ['shared'] },
        shared: {},
        'only-a': {},
      }),
      LIMITS,
    );
    expect(Object.fromEntries(plan)).toEqual({ boot: 'start', keys: 'start', shared: 'shared' });
  });

  it('joins small groups shared by different islands into one file', () => {
    const plan = planIslandChunks(
      graphOf({
        main: page('a', 'b', 'c'),
        a: { imports: ['ab', 'abc'] },
        b: { imports: ['ab', 'abc'] },
        c: { imports: ['abc'] },
        ab: {},
        abc: {},
      }),
      LIMITS,
    );
    expect(plan.get('ab')).toBeDefined();
    expect(plan.get('ab')).toBe(plan.get('abc'));
  });

  /** Islands a, b and c, where a and b share `ab`, and b and c share `bc`. */
  const twoSharedGroups = (ab: Spec, bc: Spec, more: Record<string, Spec> = {}) =>
    graphOf({
      main: page('a', 'b', 'c'),
      a: { imports: ['ab'] },
      b: { imports: ['ab', 'bc'] },
      c: { imports: ['bc'] },
      ab,
      bc,
      ...more,
    });

  it.each([
    ['joins two small groups that island b loads both of', twoSharedGroups({}, {}), true],
    [
      'makes no island load a heavy library it would not have run',
      twoSharedGroups(
        {},
        { imports: ['big-library'] },
        { 'big-library': { library: 'big-library', size: 5000 } },
      ),
      false,
    ],
    ['adds no more than the limit to any island', twoSharedGroups({ size: 450 }, { size: 450 }), false],
  ])('%s', (_, graph, joined) => {
    const plan = planIslandChunks(graph, LIMITS);
    expect(plan.get('ab') === plan.get('bc')).toBe(joined);
  });

  it('never joins a group to one that an island it imports imports: the two files would import each other', () => {
    // As a component's index imports the component, which another island loads later on its own, with its styles.
    const graph = graphOf({
      main: page('a', 'b', 'c', 'dialog'),
      a: { imports: ['index', 'styles'] },
      b: { imports: ['index'] },
      c: { imports: ['styles'] },
      index: { imports: ['dialog'] },
      dialog: { imports: ['styles'] },
      styles: {},
    });
    const plan = planIslandChunks(graph, LIMITS);
    expect(plan.get('index')).toBeDefined();
    expect(plan.get('styles')).toBeDefined();
    expect(plan.get('index')).not.toBe(plan.get('styles'));
  });

  it('adds nothing to what every visit loads', () => {
    const graph = graphOf({
      main: page('a', 'b', 'sender'),
      a: { imports: ['ab', 'shared'] },
      b: { imports: ['ab', 'shared'] },
      sender: { imports: ['shared'] },
      ab: {},
      shared: {},
    });
    expect(planIslandChunks(graph, LIMITS).get('ab')).toBe(planIslandChunks(graph, LIMITS).get('shared'));
    const plan = planIslandChunks(graph, { ...LIMITS, loadedOnEveryVisit: (id) => id === 'sender' });
    expect(plan.get('ab')).not.toBe(plan.get('shared'));
  });

  it('never makes files that import each other, on many graphs', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let round = 0; round < 300; round++) {
      const count = 18;
      const modules: Record<string, Spec> = { main: page('m0', 'm1', 'm2', 'm3', 'm4', 'm5') };
      for (let i = 0; i < count; i++) {
        // Imports go only to later modules, as a graph without circles of its own.
        const imports = Array.from({ length: count }, (_, j) => `m${j}`).filter(
          (_, j) => j > i && random() < 0.2,
        );
        modules[`m${i}`] = { imports, size: Math.floor(random() * 300) + 20 };
      }
      const plan = planIslandChunks(graphOf(modules), LIMITS);
      const fileOf = (id: string) => plan.get(id) ?? id;
      const files = new Map<string, Set<string>>();
      for (const [id, module] of Object.entries(modules)) {
        const file = files.get(fileOf(id)) ?? new Set<string>();
        for (const next of module.imports ?? []) if (fileOf(next) !== fileOf(id)) file.add(fileOf(next));
        files.set(fileOf(id), file);
      }
      expect(importCycle(new Map([...files].map(([file, next]) => [file, [...next]])))).toBeUndefined();
    }
  });
});
