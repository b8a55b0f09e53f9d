import type { Block } from '@/lib/schemas/page-content';
import { applyAction, historyGroupOf, type EditorAction } from '../actions';
import { copyBlock, placeOf, TreeError } from '@/components/blocks/block-tree';

const text = (id: string, content = id): Block => ({ _id: id, type: 'text', data: { content } });
const columns = (id: string, ...cols: Block[][]): Block => ({ _id: id, type: 'multi-column', data: {}, columns: cols });
const ids = (blocks: Block[]): unknown[] => blocks.map((b) => (b.columns ? { [b._id]: b.columns.map(ids) } : b._id));
const replay = (start: Block[], actions: EditorAction[]) => actions.reduce<Block[]>((blocks, action) => applyAction(blocks, action, 'hosted'), start);
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as TreeError).reason;
  }
  return null;
};

describe('editor actions replayed over a block tree', () => {
  const page = [text('a'), columns('cols', [text('b')], [text('c')]), text('d')];

  it('inserts at the page and into a column, moves across columns and back out, and deletes', () => {
    const result = replay(page, [
      { type: 'insert', block: text('new'), at: { parentId: null, column: 0, index: 1 } },
      { type: 'insert', block: text('in-col'), at: { parentId: 'cols', column: 1, index: 0 } },
      { type: 'move', id: 'a', to: { parentId: 'cols', column: 0, index: 1 } },
      { type: 'move', id: 'c', to: { parentId: null, column: 0, index: 0 } },
      { type: 'remove', id: 'new' },
    ]);
    expect(ids(result)).toEqual(['c', { cols: [['b', 'a'], ['in-col']] }, 'd']);
  });

  it('moves within one list the way dnd-kit’s arrayMove does: the index is where the block ends up', () => {
    expect(ids(replay([text('a'), text('b'), text('c')], [{ type: 'move', id: 'a', to: { parentId: null, column: 0, index: 2 } }]))).toEqual(['b', 'c', 'a']);
    expect(ids(replay([text('a'), text('b'), text('c')], [{ type: 'move', id: 'c', to: { parentId: null, column: 0, index: 0 } }]))).toEqual(['c', 'a', 'b']);
  });

  it('updates data and settings by merging, leaving every other block the same object', () => {
    const result = replay(page, [
      { type: 'update', id: 'b', data: { content: '<p>New</p>' } },
      { type: 'update', id: 'b', settings: { hiddenOn: ['phone'] } },
    ]);
    const cols = result[1]!;
    expect(cols.columns![0]![0]).toEqual({ _id: 'b', type: 'text', data: { content: '<p>New</p>' }, settings: { hiddenOn: ['phone'] } });
    expect(result[0]).toBe(page[0]);
    expect(cols.columns![1]).toBe(page[1]!.columns![1]);
  });

  it('keeps a layout off the changed path the same object, columns and all', () => {
    const twoLayouts = [...page, columns('other', [text('e')])];
    const result = applyAction(twoLayouts, { type: 'update', id: 'b', data: { content: 'changed' } }, 'hosted');
    expect(result[3]).toBe(twoLayouts[3]);
  });

  it('duplicates a layout with all its children under fresh ids, right after the original', () => {
    let n = 0;
    const copy = copyBlock(page[1]!, () => `copy-${(n += 1)}`);
    const result = replay(page, [{ type: 'duplicate', id: 'cols', copy }]);
    expect(ids(result)).toEqual(['a', { cols: [['b'], ['c']] }, { 'copy-1': [['copy-2'], ['copy-3']] }, 'd']);
    expect(copy.columns![0]![0]!.data).not.toBe(page[1]!.columns![0]![0]!.data);
  });

  it('adds and removes columns, moving the blocks of a removed column into the last one kept', () => {
    const three = replay(page, [{ type: 'set-columns', id: 'cols', count: 3 }]);
    expect(ids(three)[1]).toEqual({ cols: [['b'], ['c'], []] });
    expect(ids(replay(three, [{ type: 'set-columns', id: 'cols', count: 1 }]))[1]).toEqual({ cols: [['b', 'c']] });
  });

  it('refuses what the page cannot hold, and leaves the tree as it was', () => {
    const category = (id: string): Block => ({ _id: id, type: 'category', data: {} });
    const withCategory = replay(page, [{ type: 'insert', block: category('cat-1'), at: { parentId: null, column: 0, index: 0 } }]);
    expect(refusal(() => applyAction(withCategory, { type: 'insert', block: category('cat-2'), at: { parentId: null, column: 0, index: 0 } }, 'hosted'))).toBe('once-per-page');
    expect(refusal(() => applyAction(withCategory, { type: 'duplicate', id: 'cat-1', copy: category('cat-2') }, 'hosted'))).toBe('once-per-page');
    // The category listing stays on the page itself: not inserted, moved or carried inside a layout into a column.
    expect(refusal(() => applyAction(page, { type: 'insert', block: category('cat-2'), at: { parentId: 'cols', column: 0, index: 0 } }, 'hosted'))).toBe('page-only');
    expect(refusal(() => applyAction(withCategory, { type: 'move', id: 'cat-1', to: { parentId: 'cols', column: 1, index: 0 } }, 'hosted'))).toBe('page-only');
    expect(refusal(() => applyAction(page, { type: 'insert', block: columns('outer', [category('cat-2')]), at: { parentId: null, column: 0, index: 0 } }, 'hosted'))).toBe('page-only');
    expect(refusal(() => applyAction(page, { type: 'set-columns', id: 'cols', count: 7 }, 'hosted'))).toBe('column-count');
    expect(refusal(() => applyAction(page, { type: 'set-columns', id: 'cols', count: 0 }, 'hosted'))).toBe('column-count');
    expect(refusal(() => applyAction(page, { type: 'set-columns', id: 'a', count: 2 }, 'hosted'))).toBe('column-count');
    expect(refusal(() => applyAction(page, { type: 'move', id: 'cols', to: { parentId: 'cols', column: 0, index: 0 } }, 'hosted'))).toBe('into-itself');
    expect(refusal(() => applyAction(page, { type: 'remove', id: 'nope' }, 'hosted'))).toBe('unknown-block');
    expect(refusal(() => applyAction(page, { type: 'insert', block: text('x'), at: { parentId: 'cols', column: 5, index: 0 } }, 'hosted'))).toBe('unknown-place');
    const deep = (depth: number): Block => (depth === 1 ? text('leaf') : columns(`l${depth}`, [deep(depth - 1)]));
    expect(refusal(() => applyAction([], { type: 'insert', block: deep(5), at: { parentId: null, column: 0, index: 0 } }, 'hosted'))).toBe('too-deep');
    const full = Array.from({ length: 200 }, (_, i) => text(`t${i}`));
    expect(refusal(() => applyAction(full, { type: 'insert', block: text('one-more'), at: { parentId: null, column: 0, index: 0 } }, 'hosted'))).toBe('too-many-blocks');
  });

  it('refuses adding a block the shop type does not get, and keeps one the page holds already', () => {
    const html = (id: string): Block => ({ _id: id, type: 'html', data: { html: '<p>Hi</p>' } });
    const top = { parentId: null, column: 0, index: 0 };
    for (const shopType of ['unity', 'beyond'] as const) {
      expect(refusal(() => applyAction(page, { type: 'insert', block: html('h'), at: top }, shopType))).toBe('not-offered-for-shop');
      // Inside a layout it is added as well.
      expect(refusal(() => applyAction(page, { type: 'insert', block: columns('outer', [html('h')]), at: top }, shopType))).toBe('not-offered-for-shop');
    }
    expect(ids(applyAction(page, { type: 'insert', block: html('h'), at: top }, 'hosted'))[0]).toBe('h');
    // Stored before the rule (or before the shop changed type): edited, moved and removed, never copied.
    const stored = [html('h'), ...page];
    expect(ids(applyAction(stored, { type: 'move', id: 'h', to: { parentId: 'cols', column: 1, index: 0 } }, 'beyond'))[1]).toEqual({ cols: [['b'], ['h', 'c']] });
    expect(applyAction(stored, { type: 'update', id: 'h', data: { html: '<p>Bye</p>' } }, 'beyond')[0]!.data.html).toBe('<p>Bye</p>');
    expect(ids(applyAction(stored, { type: 'remove', id: 'h' }, 'beyond'))).toEqual(ids(page));
    expect(refusal(() => applyAction(stored, { type: 'duplicate', id: 'h', copy: html('h-copy') }, 'beyond'))).toBe('not-offered-for-shop');
  });

  it('groups typing into one field of one block, nothing else', () => {
    expect(historyGroupOf({ type: 'update', id: 'b', data: { content: 'x' }, typing: true })).toBe('b:content');
    expect(historyGroupOf({ type: 'update', id: 'b', settings: { anchor: 'x' }, typing: true })).toBe('b:settings.anchor');
    expect(historyGroupOf({ type: 'update', id: 'b', data: { src: 'x', width: 1 }, typing: true })).toBeNull();
    expect(historyGroupOf({ type: 'update', id: 'b', settings: { hiddenOn: ['phone'] } })).toBeNull();
    expect(historyGroupOf({ type: 'remove', id: 'b' })).toBeNull();
  });

  it('finds where a block sits', () => {
    expect(placeOf(page, 'c')).toEqual({ parentId: 'cols', column: 1, index: 0 });
    expect(placeOf(page, 'd')).toEqual({ parentId: null, column: 0, index: 2 });
  });
});
