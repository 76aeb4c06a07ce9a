/** One module of the client's graph, as the bundler knows it once every module is loaded. */
export interface GraphModule {
  /** Modules it imports statically. */
  imports: readonly string[];
  /** Modules it imports with import(). */
  dynamicImports: readonly string[];
  /** Its code's length once transformed, before minifying. */
  size: number;
  /** Whether the page's HTML starts it (not a module some code imports later). */
  isEntry: boolean;
  /** The package it belongs to, for a module of a library. */
  library?: string;
}

export interface IslandChunkLimits {
  /** A library larger than this is one a page should fetch only when its islands run it. */
  heavyLibraryBytes: number;
  /** A group of modules smaller than this is joined to a neighbour where one fits. */
  mergeBelowBytes: number;
  /** The most code joins may add to what one entry loads. */
  mostAddedBytes: number;
  /** Entries every visit loads, even one that only looks: joins add nothing to what they load. */
  loadedOnEveryVisit: (id: string) => boolean;
}

/** Modules that go in one file. */
interface Group {
  members: string[];
  size: number;
  /** The heavy libraries its members import, directly or not. */
  libraries: Set<string>;
}

/** Everything reached from `from` by following `next`, `from` included. */
function reach<T>(from: Iterable<T>, next: (item: T) => Iterable<T>): Set<T> {
  const seen = new Set<T>();
  const waiting = [...from];
  for (let item = waiting.pop(); item !== undefined; item = waiting.pop()) {
    if (seen.has(item)) continue;
    seen.add(item);
    waiting.push(...next(item));
  }
  return seen;
}

const isSubset = <T>(small: Iterable<T>, large: Set<T>) => [...small].every((item) => large.has(item));

/** The graph as the plan reads it: what each entry loads, and which libraries are heavy. */
class IslandGraph {
  /** The page's scripts, and each module some code imports later. */
  readonly entries: Set<string>;
  /** The page's own scripts. */
  readonly pageEntries: Set<string>;
  /** What the page runs at once: its scripts and all they import. */
  readonly runAtOnce: Set<string>;
  private readonly libraryBytes = new Map<string, number>();

  constructor(
    private readonly modules: ReadonlyMap<string, GraphModule>,
    private readonly heavyLibraryBytes: number,
  ) {
    for (const module of modules.values())
      if (module.library)
        this.libraryBytes.set(module.library, (this.libraryBytes.get(module.library) ?? 0) + module.size);
    this.pageEntries = new Set([...modules].filter(([, module]) => module.isEntry).map(([id]) => id));
    this.runAtOnce = this.loads(this.pageEntries);
    this.entries = new Set(this.pageEntries);
    for (const module of modules.values()) for (const id of module.dynamicImports) this.entries.add(id);
  }

  size = (id: string) => this.modules.get(id)?.size ?? 0;
  imports = (id: string) => this.modules.get(id)?.imports ?? [];
  isLibrary = (id: string) => this.modules.get(id)?.library !== undefined;

  /** The modules loading these loads: themselves and all they import. */
  loads(ids: Iterable<string>): Set<string> {
    return reach(ids, this.imports);
  }

  /** The heavy libraries among these modules. */
  heavyLibraries(ids: Iterable<string>): Set<string> {
    const heavy = new Set<string>();
    for (const id of ids) {
      const library = this.modules.get(id)?.library;
      if (library !== undefined && (this.libraryBytes.get(library) ?? 0) > this.heavyLibraryBytes)
        heavy.add(library);
    }
    return heavy;
  }
}

/**
 * The site's own modules that two or more entries load, and that the page
 * does not run at once, grouped as the bundler would: one group for each set
 * of entries that loads them. A module an entry loads brings all it imports,
 * so what a group imports is in groups loaded by the same entries or more.
 */
function sharedGroups(graph: IslandGraph): { groups: Set<Group>; loadedBy: Map<Group, Set<string>> } {
  const entriesOf = new Map<string, Set<string>>();
  for (const entry of graph.entries)
    for (const id of graph.loads([entry]))
      if (!graph.isLibrary(id) && !graph.runAtOnce.has(id) && !graph.entries.has(id))
        entriesOf.set(id, (entriesOf.get(id) ?? new Set()).add(entry));

  const byEntries = new Map<string, { group: Group; entries: Set<string> }>();
  for (const [id, entries] of entriesOf) {
    if (entries.size < 2) continue;
    const key = [...entries].sort().join('\n');
    const found = byEntries.get(key) ?? { group: { members: [], size: 0, libraries: new Set() }, entries };
    byEntries.set(key, found);
    found.group.members.push(id);
    found.group.size += graph.size(id);
    for (const library of graph.heavyLibraries(graph.loads([id]))) found.group.libraries.add(library);
  }
  return {
    groups: new Set([...byEntries.values()].map(({ group }) => group)),
    loadedBy: new Map([...byEntries.values()].map(({ group, entries }) => [group, entries])),
  };
}

/**
 * Joins small groups, each to the neighbour that adds least to what the
 * entries load, and only where the join
 * - makes no entry load a heavy library it would not have run,
 * - leaves every entry's load within `mostAddedBytes` of what it was, and
 *   what every visit loads as it was, and
 * - makes no circle: two groups one of which imports the other through a
 *   third would, joined, import themselves, and one of their parts would run
 *   before another had set what it reads.
 */
class GroupJoiner {
  private readonly groupOf = new Map<string, Group>();
  /** Each entry's groups, with all they import. */
  private readonly loaded = new Map<string, Set<Group>>();
  private readonly firstBytes = new Map<string, number>();
  private readonly entryLibraries = new Map<string, Set<string>>();

  constructor(
    private readonly graph: IslandGraph,
    readonly groups: Set<Group>,
    loadedBy: Map<Group, Set<string>>,
    private readonly limits: IslandChunkLimits,
  ) {
    for (const group of groups) for (const id of group.members) this.groupOf.set(id, group);
    for (const entry of graph.entries) {
      const loaded = new Set([...groups].filter((group) => loadedBy.get(group)?.has(entry)));
      this.loaded.set(entry, loaded);
      this.firstBytes.set(entry, bytesOf(loaded));
      this.entryLibraries.set(entry, graph.heavyLibraries(graph.loads([entry])));
    }
  }

  /** Joins until no small group can be. */
  joinAll(): void {
    for (;;) {
      const small = [...this.groups]
        .filter((group) => group.size < this.limits.mergeBelowBytes)
        .sort((a, b) => a.size - b.size);
      const join = small.map((group) => this.bestJoin(group)).find((found) => found !== undefined);
      if (!join) return;
      this.join(join.small, join.other);
    }
  }

  /**
   * The grouped modules a module in no group leads to: it is in another file
   * (an island's own, or the page's), which imports them. Which modules are
   * grouped never changes as groups join, so each is worked out once.
   */
  private readonly groupedBeyond = new Map<string, Set<string>>();

  private groupedThroughFiles(id: string): Set<string> {
    let found = this.groupedBeyond.get(id);
    if (!found) {
      const passed = reach([id], (next) =>
        this.groupOf.has(next) ? [] : this.graph.imports(next).filter((to) => !this.graph.isLibrary(to)),
      );
      found = new Set([...passed].filter((next) => this.groupOf.has(next)));
      this.groupedBeyond.set(id, found);
    }
    return found;
  }

  /**
   * What each group imports, as importsBy and importsOf say: asked for again
   * and again while the joins are weighed, and changed only by a join.
   */
  private readonly importsByKnown = new Map<Group, { direct: Set<Group>; throughFiles: Set<Group> }>();
  private readonly importsOfKnown = new Map<Group, Set<Group>>();

  /** The groups `group` imports directly, and those it imports through another file. */
  private importsBy(group: Group): { direct: ReadonlySet<Group>; throughFiles: ReadonlySet<Group> } {
    let found = this.importsByKnown.get(group);
    if (!found) {
      found = this.findImportsBy(group);
      this.importsByKnown.set(group, found);
    }
    return found;
  }

  private findImportsBy(group: Group): { direct: Set<Group>; throughFiles: Set<Group> } {
    const direct = new Set<Group>();
    const throughFiles = new Set<Group>();
    for (const id of group.members)
      for (const next of this.graph.imports(id)) {
        const other = this.groupOf.get(next);
        if (other) {
          if (other !== group) direct.add(other);
        } else if (!this.graph.isLibrary(next)) {
          for (const beyond of this.groupedThroughFiles(next)) {
            const reached = this.groupOf.get(beyond);
            if (reached) throughFiles.add(reached);
          }
        }
      }
    return { direct, throughFiles };
  }

  private importsOf = (group: Group): ReadonlySet<Group> => {
    let found = this.importsOfKnown.get(group);
    if (!found) {
      const { direct, throughFiles } = this.importsBy(group);
      found = new Set([...direct, ...throughFiles]);
      found.delete(group);
      this.importsOfKnown.set(group, found);
    }
    return found;
  };

  /**
   * Whether `to` is reached from `from` through at least one other file: a
   * group, or a file of no group (an island that `from` imports, say, which
   * imports `to`).
   */
  private reachedThroughAnother(from: Group, to: Group): boolean {
    if (this.importsBy(from).throughFiles.has(to)) return true;
    return reach(
      [...this.importsOf(from)].filter((group) => group !== to),
      this.importsOf,
    ).has(to);
  }

  private bestJoin(small: Group): { small: Group; other: Group } | undefined {
    let best: { other: Group; cost: number } | undefined;
    for (const other of this.groups) {
      if (other === small) continue;
      const cost = this.joinCost(small, other);
      if (cost !== undefined && (!best || cost < best.cost)) best = { other, cost };
    }
    return best && { small, other: best.other };
  }

  /** Each group with all it imports, directly or not. */
  private readonly closureKnown = new Map<Group, Set<Group>>();

  private closureOf(group: Group): Set<Group> {
    let found = this.closureKnown.get(group);
    if (!found) {
      found = reach([group], this.importsOf);
      this.closureKnown.set(group, found);
    }
    return found;
  }

  /**
   * What joining the two adds to the entries' loads, or undefined where they
   * may not be joined. Joined, they are one file: an entry that loads either
   * loads both and all both import. What an entry loads already is within
   * its limits and brings none of the heavy libraries it does not run (each
   * join was weighed so), so only what the join adds is weighed.
   */
  private joinCost(small: Group, other: Group): number | undefined {
    if (this.reachedThroughAnother(small, other) || this.reachedThroughAnother(other, small))
      return undefined;
    const brought = new Set([...this.closureOf(small), ...this.closureOf(other)]);
    let cost = 0;
    for (const [entry, loaded] of this.loaded) {
      if (!loaded.has(small) && !loaded.has(other)) continue;
      const added = [...brought].filter((group) => !loaded.has(group));
      const libraries = this.entryLibraries.get(entry) ?? new Set<string>();
      if (!added.every((group) => isSubset(group.libraries, libraries))) return undefined;
      const addedBytes = bytesOf(added);
      const first = this.firstBytes.get(entry) ?? 0;
      const allowed = this.limits.loadedOnEveryVisit(entry) ? 0 : this.limits.mostAddedBytes;
      if (bytesOf(loaded) + addedBytes - first > allowed) return undefined;
      cost += addedBytes;
    }
    return cost;
  }

  private join(small: Group, other: Group): void {
    other.members.push(...small.members);
    other.size += small.size;
    for (const library of small.libraries) other.libraries.add(library);
    for (const id of small.members) this.groupOf.set(id, other);
    this.groups.delete(small);
    this.importsByKnown.clear();
    this.importsOfKnown.clear();
    this.closureKnown.clear();
    for (const [entry, loaded] of this.loaded)
      if (loaded.has(small) || loaded.has(other))
        this.loaded.set(
          entry,
          reach([...loaded].filter((group) => group !== small).concat(other), this.importsOf),
        );
  }
}

const bytesOf = (groups: Iterable<Group>) => [...groups].reduce((sum, group) => sum + group.size, 0);

/** Each group named for its largest module; the bundler makes one file of each name. */
function nameGroups(groups: Iterable<Group>, graph: IslandGraph, taken: Set<string>): Map<string, string> {
  const names = new Map<string, string>();
  for (const group of groups) {
    const largest = group.members.reduce((a, b) => (graph.size(a) >= graph.size(b) ? a : b));
    const stem = /([^\\/?.]+)[^\\/]*$/.exec(largest)?.[1] ?? 'shared';
    let name = stem;
    for (let n = 2; taken.has(name); n++) name = `${stem}-${n}`;
    taken.add(name);
    for (const id of group.members) names.set(id, name);
  }
  return names;
}

/**
 * Which file each of the site's own modules that two or more islands share
 * goes in, by the file's name. The bundler's own cut puts every set of
 * islands sharing modules in a file of its own, most of them small, and each
 * costs a round trip; here small ones are joined (GroupJoiner). What the page
 * runs at once is left to the bundler: it is in the page's first files already.
 */
/**
 * What the page runs at once that islands import too. The bundler cuts it
 * into a file for each set of islands sharing it, each a round trip before
 * the page's first script can run; it comes as one file instead. What it
 * imports is run at once too, and is in this file or the page's first.
 */
const START = 'start';

function startGroup(graph: IslandGraph): Group {
  const islands = [...graph.entries].filter((entry) => !graph.pageEntries.has(entry));
  const reachedByIslands = graph.loads(islands);
  const members = [...graph.runAtOnce].filter((id) => reachedByIslands.has(id) && !graph.pageEntries.has(id));
  return { members, size: members.reduce((sum, id) => sum + graph.size(id), 0), libraries: new Set() };
}

export function planIslandChunks(
  modules: ReadonlyMap<string, GraphModule>,
  limits: IslandChunkLimits,
): Map<string, string> {
  const graph = new IslandGraph(modules, limits.heavyLibraryBytes);
  const { groups, loadedBy } = sharedGroups(graph);
  new GroupJoiner(graph, groups, loadedBy, limits).joinAll();
  const names = nameGroups(groups, graph, new Set([START]));
  for (const id of startGroup(graph).members) names.set(id, START);
  return names;
}
