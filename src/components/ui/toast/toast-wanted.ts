const listeners = new Set<() => void>();
let wanted = false;

/**
 * Calls `listener` once something has been said in a toast (at once if it
 * already has): where the toast region is an island, this is its moment to
 * wake. A module of its own, so listening costs no code of the toasts'.
 */
export function onToastWanted(listener: () => void): void {
  if (wanted) listener();
  else listeners.add(listener);
}

export function wantToasts(): void {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
  listeners.clear();
}
