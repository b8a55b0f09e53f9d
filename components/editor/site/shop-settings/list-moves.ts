/** The list with the item at `index` moved one place up (-1) or down (+1); the same list at either end. */
export function moveItem<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

let lastKey = 0;

/** A key of the browser's own for a row the server stores without an id, kept while the row moves. */
export function rowKey(): string {
  lastKey += 1;
  return `row-${lastKey}`;
}
