import { OVERRIDE_DEVICES } from '@/lib/schemas/device-values';
import type { Block } from '@/lib/schemas/page-content';

/**
 * One setting of a block that differs: a key of its `data`, `settings.<key>`, `columns` (a layout's
 * column count), or `devices.<device>.<key>` (a tablet's or phone's own value, values per device).
 */
export interface FieldDiff {
  field: string;
  before: unknown;
  after: unknown;
}

/** Where a block sits: the layout holding it (null on the page) and that layout's column. */
interface Place { parentId: string | null; column: number }

/**
 * How one block differs between two versions of a page: added (only in `after`), removed (only in
 * `before`), moved (kept, but in another layout column or out of order among the blocks kept beside it)
 * and changed (its settings differ, listed field by field). A block both moved and changed is one entry
 * of each.
 */
export type BlockDiff =
  | { kind: 'added' | 'removed'; block: Block }
  | { kind: 'moved'; block: Block }
  | { kind: 'changed'; block: Block; fields: FieldDiff[] };

function placesOf(blocks: readonly Block[], into = new Map<string, { block: Block; place: Place }>(), place: Place = { parentId: null, column: 0 }) {
  for (const block of blocks) {
    into.set(block._id, { block, place });
    for (const [column, children] of (block.columns ?? []).entries()) placesOf(children, into, { parentId: block._id, column });
  }
  return into;
}

/** Structural equality of stored JSON values (object keys in any order). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const bKeys = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  return aKeys.length === bKeys.length
    && aKeys.every((key) => same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

function fieldDiffs(before: Block, after: Block): FieldDiff[] {
  const diffs: FieldDiff[] = [];
  const keys = (x?: Record<string, unknown>, y?: Record<string, unknown>) => [...new Set([...Object.keys(x ?? {}), ...Object.keys(y ?? {})])];
  for (const key of keys(before.data, after.data)) {
    if (key === 'devices') continue;
    if (!same(before.data[key], after.data[key])) diffs.push({ field: key, before: before.data[key], after: after.data[key] });
  }
  // Each device's own values, field by field, as the inspector edits them.
  const devices = (block: Block) => (block.data['devices'] ?? {}) as Record<string, Record<string, unknown> | undefined>;
  for (const device of OVERRIDE_DEVICES) {
    const was = devices(before)[device];
    const is = devices(after)[device];
    for (const key of keys(was, is)) {
      if (!same(was?.[key], is?.[key])) diffs.push({ field: `devices.${device}.${key}`, before: was?.[key], after: is?.[key] });
    }
  }
  for (const key of keys(before.settings, after.settings)) {
    if (!same(before.settings?.[key], after.settings?.[key])) diffs.push({ field: `settings.${key}`, before: before.settings?.[key], after: after.settings?.[key] });
  }
  const columns = (block: Block) => block.columns?.length ?? 0;
  if (columns(before) !== columns(after)) diffs.push({ field: 'columns', before: columns(before), after: columns(after) });
  return diffs;
}

/** The ids of `ids` that lie on a longest common subsequence with `other`: the blocks that kept their order. */
function inOrder(ids: string[], other: string[]): Set<string> {
  const lengths = Array.from({ length: ids.length + 1 }, () => new Array<number>(other.length + 1).fill(0));
  for (let i = ids.length - 1; i >= 0; i -= 1) {
    for (let j = other.length - 1; j >= 0; j -= 1) {
      lengths[i]![j] = ids[i] === other[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const kept = new Set<string>();
  for (let i = 0, j = 0; i < ids.length && j < other.length;) {
    if (ids[i] === other[j]) { kept.add(ids[i]!); i += 1; j += 1; } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) i += 1; else j += 1;
  }
  return kept;
}

const containerKey = ({ parentId, column }: Place) => `${parentId ?? ''}:${column}`;

/**
 * What differs between two versions of a page's blocks (an earlier revision and the draft, both in one
 * locale), in the order of `after` with the removed blocks last, in the order of `before`. A move is
 * reported for the fewest blocks that explain the new order: those that left their layout column, and
 * those outside the longest run of blocks that kept their order in it.
 */
export function diffBlocks(before: readonly Block[], after: readonly Block[]): BlockDiff[] {
  const old = placesOf(before);
  const now = placesOf(after);
  const siblings = (places: typeof old, other: typeof old) => {
    const byContainer = new Map<string, string[]>();
    for (const [id, { place }] of places) {
      const there = other.get(id);
      if (!there || containerKey(there.place) !== containerKey(place)) continue;
      const key = containerKey(place);
      byContainer.set(key, [...(byContainer.get(key) ?? []), id]);
    }
    return byContainer;
  };
  const oldSiblings = siblings(old, now);
  const nowSiblings = siblings(now, old);
  const ordered = new Set<string>();
  for (const [key, ids] of nowSiblings) for (const id of inOrder(ids, oldSiblings.get(key) ?? [])) ordered.add(id);

  const diffs: BlockDiff[] = [];
  for (const [id, { block, place }] of now) {
    const was = old.get(id);
    if (!was) {
      diffs.push({ kind: 'added', block });
      continue;
    }
    if (containerKey(was.place) !== containerKey(place) || !ordered.has(id)) diffs.push({ kind: 'moved', block });
    const fields = fieldDiffs(was.block, block);
    if (fields.length > 0) diffs.push({ kind: 'changed', block, fields });
  }
  for (const [id, { block }] of old) if (!now.has(id)) diffs.push({ kind: 'removed', block });
  return diffs;
}
