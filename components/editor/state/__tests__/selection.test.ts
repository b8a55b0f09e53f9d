import type { Block } from '@/lib/schemas/page-content';
import { createEditorStore } from '../store';
import { blockAfterRemoval, dragSelection, duplicateSelection, hideSelection, insertBlocks, moveSelection, pastePlace, removeSelection, selectionRange, topmostSelected } from '../selection';

const text = (id: string, content = id): Block => ({ _id: id, type: 'text', data: { content } });
const columns = (id: string, ...cols: Block[][]): Block => ({ _id: id, type: 'multi-column', data: {}, columns: cols });
const ids = (blocks: readonly Block[]): unknown[] => blocks.map((b) => (b.columns ? { [b._id]: b.columns.map(ids) } : b._id));
const page = () => [text('a'), columns('cols', [text('b')], [text('c')]), text('d'), text('e')];
const start = (blocks = page()) => createEditorStore({ document: { kind: 'page', id: 'p', locale: 'en' }, shopType: 'beyond', blocks, version: 1, hasDraft: false });
let counter = 0;
const newId = () => `n${++counter}`;

beforeEach(() => { counter = 0; });

describe('a selection of several blocks', () => {
  it('grows with Ctrl/Cmd (toggling, the newest primary) and with Shift (a range in the page order from its first block)', () => {
    const store = start();
    store.getState().select('a');
    store.getState().selectMore('d', 'toggle');
    expect(store.getState()).toMatchObject({ selectedId: 'd', selectedIds: ['a', 'd'] });
    store.getState().selectMore('d', 'toggle');
    expect(store.getState()).toMatchObject({ selectedId: 'a', selectedIds: ['a'] });
    store.getState().selectMore('c', 'range');
    expect(store.getState()).toMatchObject({ selectedId: 'c', selectedIds: ['a', 'cols', 'b', 'c'] });
    // Shift again goes from the same first block, the other way too.
    store.getState().select('d');
    store.getState().selectMore('b', 'range');
    expect(store.getState().selectedIds).toEqual(['d', 'c', 'b']);
    store.getState().select(null);
    expect(store.getState()).toMatchObject({ selectedId: null, selectedIds: [] });
    expect(selectionRange(page(), 'a', 'gone')).toEqual([]);
  });

  it('acts on the blocks no other selected block holds, in the page order', () => {
    expect(topmostSelected(page(), ['e', 'b', 'cols', 'a'])).toEqual(['a', 'cols', 'e']);
  });

  it('is deleted in one step and comes back selected in one undo', () => {
    const store = start();
    store.getState().select('a');
    store.getState().selectMore('c', 'toggle');
    store.getState().selectMore('e', 'toggle');
    expect(store.getState().dispatch(removeSelection(store.getState().blocks, store.getState().selectedIds)!)).toBe(true);
    expect(ids(store.getState().blocks)).toEqual([{ cols: [['b'], []] }, 'd']);
    expect(store.getState()).toMatchObject({ selectedId: null, selectedIds: [] });
    store.getState().undo();
    expect(ids(store.getState().blocks)).toEqual(ids(page()));
    expect(store.getState()).toMatchObject({ selectedId: 'e', selectedIds: ['a', 'c', 'e'] });
    store.getState().redo();
    expect(ids(store.getState().blocks)).toEqual([{ cols: [['b'], []] }, 'd']);
    expect(store.getState()).toMatchObject({ selectedId: null, selectedIds: [] });
  });

  it('is dragged together: the others go around the dragged block in the page order, in one step', () => {
    const blocks = [text('a'), text('b'), text('c'), text('d'), text('e')];
    const store = start(blocks);
    // b, d and e selected; d dragged to the top of the page.
    store.getState().dispatch(dragSelection(blocks, ['b', 'd', 'e'], { type: 'move', id: 'd', to: { parentId: null, column: 0, index: 0 } }));
    expect(ids(store.getState().blocks)).toEqual(['b', 'd', 'e', 'a', 'c']);
    // Into a layout's column, from inside and outside it.
    const nested = page();
    store.getState().dispatch({ type: 'replace', blocks: nested });
    store.getState().dispatch(dragSelection(nested, ['a', 'c', 'e'], { type: 'move', id: 'c', to: { parentId: 'cols', column: 0, index: 0 } }));
    expect(ids(store.getState().blocks)).toEqual([{ cols: [['a', 'c', 'e', 'b'], []] }, 'd']);
    store.getState().undo();
    expect(ids(store.getState().blocks)).toEqual(ids(nested));
  });

  it('drags a block alone when it is not part of the selection, or the only one', () => {
    const move = { type: 'move', id: 'a', to: { parentId: null, column: 0, index: 3 } } as const;
    expect(dragSelection(page(), ['d', 'e'], move)).toBe(move);
    expect(dragSelection(page(), ['a'], move)).toBe(move);
  });

  it('is refused whole when a selected layout would go into itself', () => {
    const store = start();
    expect(store.getState().dispatch(dragSelection(page(), ['a', 'cols'], { type: 'move', id: 'a', to: { parentId: 'cols', column: 1, index: 0 } }))).toBe(false);
    expect(ids(store.getState().blocks)).toEqual(ids(page()));
    expect(store.getState().refusal).toEqual({ reason: 'into-itself' });
  });

  it('is duplicated in one step, each copy after its original, and the copies become the selection', () => {
    const store = start();
    store.getState().dispatch(duplicateSelection(page(), ['a', 'b', 'd'], newId)!);
    expect(ids(store.getState().blocks)).toEqual(['a', 'n1', { cols: [['b', 'n2'], ['c']] }, 'd', 'n3', 'e']);
    expect(store.getState()).toMatchObject({ selectedId: 'n3', selectedIds: ['n1', 'n2', 'n3'] });
    expect(store.getState().history.past).toHaveLength(1);
  });

  it("gives copies their originals' texts in the other locales, for the next save, children too", () => {
    const store = createEditorStore({
      document: { kind: 'page', id: 'p', locale: 'en' }, shopType: 'beyond', blocks: page(), version: 1, hasDraft: false,
      otherTexts: { a: { de: { content: 'a auf Deutsch' } }, b: { de: { content: 'b auf Deutsch' } } },
    });
    store.getState().dispatch(duplicateSelection(page(), ['a', 'cols'], newId)!);
    // cols' copy is n2, and its first column's block b's copy n3.
    expect(store.getState().pastedTexts).toEqual({ n1: { de: { content: 'a auf Deutsch' } }, n3: { de: { content: 'b auf Deutsch' } } });
    expect(store.getState().otherTexts).toMatchObject({ a: {}, n1: {}, n3: {} });
  });

  it('moves together, keeping its order, or not at all at the top of the page', () => {
    const blocks = [text('a'), text('b'), text('c'), text('d')];
    const store = start(blocks);
    store.getState().dispatch(moveSelection(blocks, ['b', 'c'], -1)!);
    expect(ids(store.getState().blocks)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveSelection(store.getState().blocks, ['b', 'c'], -1)).toBeNull();
    store.getState().dispatch(moveSelection(store.getState().blocks, ['b', 'c'], 1)!);
    store.getState().dispatch(moveSelection(store.getState().blocks, ['b', 'c'], 1)!);
    expect(ids(store.getState().blocks)).toEqual(['a', 'd', 'b', 'c']);
    expect(moveSelection(store.getState().blocks, ['b', 'c'], 1)).toBeNull();
    store.getState().undo();
    expect(ids(store.getState().blocks)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('is hidden on a device in one step and shown there again', () => {
    const store = start();
    store.getState().dispatch(hideSelection(page(), ['a', 'd'], 'phone', true)!);
    const settings = () => store.getState().blocks.map((b) => b.settings?.hiddenOn);
    expect(settings()).toEqual([['phone'], undefined, ['phone'], undefined]);
    store.getState().dispatch(hideSelection(store.getState().blocks, ['a', 'd'], 'phone', false)!);
    expect(settings()).toEqual([[], undefined, [], undefined]);
    store.getState().undo();
    store.getState().undo();
    expect(settings()).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('takes pasted blocks after the block named, in a column too, else at the end, as one step', () => {
    const store = start();
    store.getState().dispatch(insertBlocks([text('p1'), text('p2')], pastePlace(store.getState().blocks, 'b'))!);
    expect(ids(store.getState().blocks)).toEqual(['a', { cols: [['b', 'p1', 'p2'], ['c']] }, 'd', 'e']);
    expect(store.getState().selectedIds).toEqual(['p1', 'p2']);
    store.getState().dispatch(insertBlocks([text('p3')], pastePlace(store.getState().blocks, null))!);
    expect(ids(store.getState().blocks).at(-1)).toBe('p3');
    store.getState().undo();
    store.getState().undo();
    expect(ids(store.getState().blocks)).toEqual(ids(page()));
  });

  it('is refused whole when one of its changes is refused, and says why', () => {
    const store = start([text('a'), columns('cols', [text('b')])]);
    const category: Block = { _id: 'cat', type: 'category', data: {} };
    // A category listing stays on the page itself: pasting one into a column is refused, with the text before it.
    expect(store.getState().dispatch(insertBlocks([text('p1'), category], pastePlace(store.getState().blocks, 'b'))!)).toBe(false);
    expect(ids(store.getState().blocks)).toEqual(['a', { cols: [['b']] }]);
    expect(store.getState().refusal).toEqual({ reason: 'page-only', blockType: 'category' });
    expect(store.getState().history.past).toHaveLength(0);
  });
});

describe('the block in the place of removed ones', () => {
  it('is the next block left, else the one before, else the layout that held them, else none', () => {
    expect(blockAfterRemoval(page(), ['a'])).toBe('cols');
    expect(blockAfterRemoval(page(), ['d', 'e'])).toBe('cols');
    expect(blockAfterRemoval(page(), ['a', 'd'])).toBe('e');
    expect(blockAfterRemoval(page(), ['b'])).toBe('cols');
    expect(blockAfterRemoval([columns('cols', [text('b'), text('x')])], ['b'])).toBe('x');
    expect(blockAfterRemoval([text('a')], ['a'])).toBeNull();
  });
});
