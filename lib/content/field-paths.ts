/**
 * Field paths inside a block's data: `alt`, `images.2.alt`. Patterns may use `*` for every index of an
 * array (`images.*.alt`), which is how a block type names the fields that hold texts.
 */
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every concrete path a pattern names in `data`, with its value; fields that are absent are skipped. */
export function valuesAt(data: unknown, pattern: string): [string, unknown][] {
  const out: [string, unknown][] = [];
  const walk = (value: unknown, parts: string[], prefix: string[]) => {
    if (parts.length === 0) {
      if (value !== undefined) out.push([prefix.join('.'), value]);
      return;
    }
    const [head, ...rest] = parts as [string, ...string[]];
    if (head === '*') {
      if (Array.isArray(value)) value.forEach((item, index) => walk(item, rest, [...prefix, String(index)]));
    } else if (isObject(value) || Array.isArray(value)) {
      walk((value as Json)[head], rest, [...prefix, head]);
    }
  };
  walk(data, pattern.split('.'), []);
  return out;
}

/** Sets the value at a concrete path when its container exists (a text for a removed slide is dropped). */
export function setAt(data: Json, path: string, value: unknown): void {
  const parts = path.split('.');
  let container: unknown = data;
  for (const part of parts.slice(0, -1)) {
    container = isObject(container) || Array.isArray(container) ? (container as Json)[part] : undefined;
    if (container === undefined) return;
  }
  const last = parts[parts.length - 1]!;
  if (Array.isArray(container) && !(Number(last) < container.length)) return;
  if (isObject(container) || Array.isArray(container)) (container as Json)[last] = value;
}

/** Removes the value at a concrete path, if present. */
export function deleteAt(data: Json, path: string): void {
  const parts = path.split('.');
  let container: unknown = data;
  for (const part of parts.slice(0, -1)) {
    container = isObject(container) || Array.isArray(container) ? (container as Json)[part] : undefined;
    if (container === undefined) return;
  }
  if (isObject(container)) delete container[parts[parts.length - 1]!];
}

/** The value at a concrete path (`images.2.alt`), or undefined when a part of it is absent. */
export function valueAt(data: unknown, path: string): unknown {
  let value: unknown = data;
  for (const part of path.split('.')) {
    if (!isObject(value) && !Array.isArray(value)) return undefined;
    value = (value as Json)[part];
  }
  return value;
}

/**
 * A copy of `data` with the value at a concrete path set, sharing what the path does not cross; `data`
 * itself when the path's container is absent (as setAt, a text for a removed slide is dropped).
 */
export function withValueAt(data: Json, path: string, value: unknown): Json {
  const set = (container: unknown, parts: string[]): unknown => {
    const [head, ...rest] = parts as [string, ...string[]];
    const isList = Array.isArray(container);
    if (!isList && !isObject(container)) return container;
    if (isList && !(Number(head) < container.length)) return container;
    const child = (container as Json)[head];
    if (rest.length > 0 && !isObject(child) && !Array.isArray(child)) return container;
    const next = rest.length > 0 ? set(child, rest) : value;
    if (isList) return container.map((item, index) => (index === Number(head) ? next : item));
    return { ...(container as Json), [head]: next };
  };
  return set(data, path.split('.')) as Json;
}
