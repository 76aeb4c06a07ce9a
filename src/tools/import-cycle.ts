/**
 * A circle in a graph of imports, as the names along it with the first
 * repeated at the end, or undefined if there is none.
 */
export function importCycle(imports: ReadonlyMap<string, readonly string[]>): string[] | undefined {
  const done = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();
  const visit = (name: string): string[] | undefined => {
    if (onPath.has(name)) return [...path.slice(path.indexOf(name)), name];
    if (done.has(name)) return undefined;
    path.push(name);
    onPath.add(name);
    for (const next of imports.get(name) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    onPath.delete(name);
    done.add(name);
    return undefined;
  };
  for (const name of imports.keys()) {
    const cycle = visit(name);
    if (cycle) return cycle;
  }
  return undefined;
}
