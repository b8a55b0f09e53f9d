import fc from 'fast-check';
import { dropSide, dropTargetRows, flattenTree, projectPlace, subtreeIds, type TreeItem, type TreeList, type TreeRow } from '../flat-tree';

/** Two menus of the navigation's shape: entries hold sub-entries right under them. */
const menus: TreeList[] = [
  { id: 'main', start: true, items: [
    { id: 'home', children: [] },
    { id: 'clothing', children: [{ id: 'shirts', children: [{ id: 'basics', children: [] }] }, { id: 'jackets', children: [] }] },
    { id: 'sale', children: [] },
  ] },
  { id: 'footer', start: true, items: [{ id: 'about', children: [] }] },
];
/** A page of the outline's shape: a layout's columns each begin with a start row; blocks hold nothing right under them. */
const page: TreeList[] = [{ id: 'page', start: false, items: [
  { id: 'a' },
  { id: 'cols', lists: [{ id: 'c0', start: true, items: [{ id: 'b' }] }, { id: 'c1', start: true, items: [] }] },
  { id: 'd' },
] }];

const NESTED = { shiftDepth: true, maxDepth: (root: string) => (root === 'main' ? 2 : 0) };
const AT_TARGET = { shiftDepth: false };
const drop = (rows: TreeRow[], activeId: string, overId: string, depthShift = 0) =>
  ({ activeId, overId, side: overId === activeId ? 'before' as const : dropSide(rows, activeId, overId), depthShift });

describe('the flat rows of a tree', () => {
  it('list each item, then what is under it, start rows first in their lists, with depths, lists and indexes', () => {
    const rows = flattenTree(page);
    expect(rows.map((row) => `${row.kind}:${row.id}@${row.depth} ${row.listId}[${row.index}]`)).toEqual([
      'item:a@0 page[0]', 'item:cols@0 page[1]', 'start:c0@1 c0[0]', 'item:b@1 c0[0]', 'start:c1@1 c1[0]', 'item:d@0 page[2]',
    ]);
    expect(flattenTree(menus).find((row) => row.id === 'basics')).toEqual(
      { id: 'basics', kind: 'item', depth: 2, listId: 'shirts', index: 0, childList: 'basics', rootId: 'main' },
    );
  });

  it('leave out what a dragged item holds as drop targets, but keep the item', () => {
    const rows = flattenTree(menus);
    expect([...subtreeIds(rows, 'clothing')]).toEqual(['clothing', 'shirts', 'basics', 'jackets']);
    expect(dropTargetRows(rows, 'clothing').map((row) => row.id)).toEqual(['main', 'home', 'clothing', 'sale', 'footer', 'about']);
  });

  it('put a dragged item after what it is dragged down onto, before what it is dragged up onto, into a start row', () => {
    const rows = flattenTree(page);
    expect(dropSide(rows, 'a', 'd')).toBe('after');
    expect(dropSide(rows, 'd', 'b')).toBe('before');
    expect(dropSide(rows, 'd', 'c1')).toBe('into');
  });
});

describe('where a drop puts an item', () => {
  const rows = flattenTree(menus);
  const outline = flattenTree(page);

  it.each([
    ['after a sibling, at its depth', 'home', 'sale', 0, { listId: 'main', index: 2, depth: 0 }],
    ['after an item that holds items right under it: its first', 'home', 'clothing', 0, { listId: 'clothing', index: 0, depth: 1 }],
    ['a level in, under the item above', 'sale', 'sale', 1, { listId: 'clothing', index: 2, depth: 1 }],
    ['as deep as the place allows, no deeper', 'home', 'jackets', 9, { listId: 'jackets', index: 0, depth: 2 }],
    ['a level out, after its parent', 'jackets', 'jackets', -1, { listId: 'main', index: 2, depth: 0 }],
    ['first in a list over its start row', 'jackets', 'footer', 0, { listId: 'footer', index: 0, depth: 0 }],
  ])('%s', (_, active, over, shift, place) => {
    expect(projectPlace(rows, drop(rows, active, over, shift), NESTED)).toEqual(place);
  });

  it.each([
    ['after a block, past what it holds', 'a', 'cols', { listId: 'page', index: 1, depth: 0 }],
    ['into a column, after a block there', 'a', 'b', { listId: 'c0', index: 1, depth: 1 }],
    ['first in an empty column', 'd', 'c1', { listId: 'c1', index: 0, depth: 1 }],
    ['out of a column, before a block of the page', 'b', 'a', { listId: 'page', index: 0, depth: 0 }],
  ])('at the depth of its target where sideways drags choose none: %s', (_, active, over, place) => {
    expect(projectPlace(outline, drop(outline, active, over, 3), AT_TARGET)).toEqual(place);
  });

  it('is null where nothing changes, or on a row under the item itself', () => {
    expect(projectPlace(rows, drop(rows, 'home', 'home', 1), NESTED)).toBeNull();
    expect(projectPlace(rows, drop(rows, 'clothing', 'basics'), NESTED)).toBeNull();
    expect(projectPlace(rows, drop(rows, 'gone', 'home'), NESTED)).toBeNull();
    expect(projectPlace(outline, drop(outline, 'cols', 'cols'), AT_TARGET)).toBeNull();
  });

  it('refuses, typed, a place the item and what it holds cannot fit, and keeps to the levels allowed', () => {
    // Shirts holds Basics: two levels, which the footer (flat) and the third level of the main navigation cannot take.
    expect(projectPlace(rows, drop(rows, 'shirts', 'footer'), NESTED)).toEqual({ refused: 'too-deep' });
    // Home alone goes as deep as the main navigation's third level, not under Basics.
    expect(projectPlace(rows, { activeId: 'home', overId: 'basics', side: 'after', depthShift: 9 }, NESTED)).toEqual({ listId: 'shirts', index: 1, depth: 2 });
    expect(projectPlace(rows, { activeId: 'shirts', overId: 'basics', side: 'after', depthShift: 0 }, NESTED)).toBeNull();
    expect(projectPlace(rows, { activeId: 'clothing', overId: 'sale', side: 'after', depthShift: 5 }, NESTED)).toEqual({ listId: 'main', index: 2, depth: 0 });
  });
});

/**
 * Random trees of all the shapes the editor has: top lists with and without a start row, items that
 * hold items right under them, items with lists that begin with a start row, and leaves.
 */
const randomTree = fc.array(fc.tuple(fc.nat(), fc.constantFrom('leaf', 'nest', 'cols')), { minLength: 1, maxLength: 25 }).map((steps) => {
  type Item = { id: string; children?: Item[]; lists?: { id: string; start: boolean; items: Item[] }[] };
  const roots = [{ id: 'r0', start: true, items: [] as Item[] }, { id: 'r1', start: false, items: [] as Item[] }];
  const lists: { items: Item[] }[] = [...roots];
  steps.forEach(([pick, kind], n) => {
    const id = `i${n}`;
    const item: Item = kind === 'leaf' ? { id } : kind === 'nest' ? { id, children: [] } : { id, lists: [{ id: `${id}/0`, start: true, items: [] }, { id: `${id}/1`, start: true, items: [] }] };
    lists[pick % lists.length]!.items.push(item);
    if (item.children) lists.push({ items: item.children });
    lists.push(...(item.lists ?? []));
  });
  return roots as TreeList[];
});

/** The tree with the item moved to a place, as each domain does it with its own structures. */
function applyPlace(tree: readonly TreeList[], id: string, place: { listId: string; index: number }): TreeList[] {
  let moving: TreeItem | undefined;
  const without = (items: readonly TreeItem[]): TreeItem[] => items.flatMap((item) => {
    if (item.id === id) {
      moving = item;
      return [];
    }
    return [{ ...item, children: item.children && without(item.children), lists: item.lists?.map((list) => ({ ...list, items: without(list.items) })) }];
  });
  const removed = tree.map((list) => ({ ...list, items: without(list.items) }));
  const into = (listId: string, items: readonly TreeItem[]): TreeItem[] => {
    const mapped = items.map((item) => ({
      ...item,
      children: item.children && (item.id === listId ? insert(item.children) : into(listId, item.children)),
      lists: item.lists?.map((list) => ({ ...list, items: list.id === listId ? insert(list.items) : into(listId, list.items) })),
    }));
    return mapped;
  };
  const insert = (items: readonly TreeItem[]) => [...items.slice(0, place.index), moving!, ...items.slice(place.index)];
  return removed.map((list) => ({ ...list, items: list.id === place.listId ? insert(list.items) : into(place.listId, list.items) }));
}

const ids = (rows: readonly TreeRow[]) => rows.filter((row) => row.kind === 'item').map((row) => row.id).sort();
const deepest = (rows: readonly TreeRow[]) => Math.max(0, ...rows.filter((row) => row.kind === 'item').map((row) => row.depth));

describe('drops replayed on random trees', () => {
  it('keep every item once, put the dragged one where the place says with all it held, and respect the depth allowed', () => {
    const outcomes = new Map<string, number>();
    const count = (outcome: string) => outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    fc.assert(fc.property(
      randomTree, fc.array(fc.tuple(fc.nat(), fc.nat(), fc.integer({ min: -3, max: 3 }), fc.boolean()), { minLength: 1, maxLength: 15 }),
      (start, drops) => {
        let tree = start;
        for (const [a, o, depthShift, shiftDepth] of drops) {
          const rows = flattenTree(tree);
          const items = rows.filter((row) => row.kind === 'item');
          const active = items[a % items.length]!;
          const targets = dropTargetRows(rows, active.id);
          const over = targets[o % targets.length]!;
          const maxDepth = Math.max(2, deepest(rows));
          const place = projectPlace(rows, drop(rows, active.id, over.id, depthShift), { shiftDepth, maxDepth: () => maxDepth });
          if (!place) {
            count('nothing');
            continue;
          }
          if ('refused' in place) {
            expect(place.refused).toBe('too-deep');
            count(place.refused);
            continue;
          }
          const held = [...subtreeIds(rows, active.id)].filter((id) => id !== active.id);
          tree = applyPlace(tree, active.id, place);
          const next = flattenTree(tree);
          expect(ids(next)).toEqual(ids(rows));
          const moved = next.find((row) => row.id === active.id)!;
          expect([moved.listId, moved.index, moved.depth]).toEqual([place.listId, place.index, place.depth]);
          expect([...subtreeIds(next, active.id)].filter((id) => id !== active.id)).toEqual(held);
          expect(deepest(next)).toBeLessThanOrEqual(maxDepth);
          count(shiftDepth ? 'moved by depth' : 'moved at target');
        }
      },
    ), { seed: 28, numRuns: 300 });
    expect([...outcomes.keys()].sort()).toEqual(['moved at target', 'moved by depth', 'nothing', 'too-deep']);
  });
});
