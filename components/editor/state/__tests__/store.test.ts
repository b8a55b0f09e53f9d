import type { Block } from '@/lib/schemas/page-content';
import { createEditorStore } from '../store';

const text = (id: string, content = id): Block => ({ _id: id, type: 'text', data: { content } });
const start = () => createEditorStore({ document: { kind: 'page', id: 'p', locale: 'en' }, shopType: 'hosted', blocks: [text('a'), text('b')], version: 3, hasDraft: false });
const contents = (blocks: Block[]) => blocks.map((b) => `${b._id}:${String(b.data.content)}`);

describe('the editor store', () => {
  it('opens on the page manager, and selecting a block leaves the open module as it is', () => {
    const store = start();
    expect(store.getState().sidebar).toBe('page-manager');
    store.getState().select('a');
    expect(store.getState()).toMatchObject({ selectedId: 'a', sidebar: 'page-manager' });
  });

  it('collapses the panel until a module opens it again, and shows the inspector again when a block is selected', () => {
    const store = start();
    store.getState().closeSidebar();
    expect(store.getState().sidebar).toBeNull();
    store.getState().openSidebar('blocks');
    expect(store.getState().sidebar).toBe('blocks');
    store.getState().showInspector(false);
    store.getState().select(null);
    expect(store.getState().inspectorOpen).toBe(false);
    store.getState().select('b');
    expect(store.getState().inspectorOpen).toBe(true);
  });

  it('undoes and redoes every change, typing into one field within a second as one step', () => {
    const store = start();
    const { dispatch } = store.getState();
    dispatch({ type: 'update', id: 'a', data: { content: 'H' }, typing: true }, 1000);
    dispatch({ type: 'update', id: 'a', data: { content: 'He' }, typing: true }, 1400);
    dispatch({ type: 'update', id: 'a', data: { content: 'Hey' }, typing: true }, 2300);
    dispatch({ type: 'update', id: 'a', data: { content: 'Hey!' }, typing: true }, 4000);
    dispatch({ type: 'remove', id: 'b' }, 4100);
    expect(contents(store.getState().blocks)).toEqual(['a:Hey!']);
    store.getState().undo();
    expect(contents(store.getState().blocks)).toEqual(['a:Hey!', 'b:b']);
    store.getState().undo();
    expect(contents(store.getState().blocks)).toEqual(['a:Hey', 'b:b']);
    store.getState().undo();
    expect(contents(store.getState().blocks)).toEqual(['a:a', 'b:b']);
    store.getState().undo();
    expect(contents(store.getState().blocks)).toEqual(['a:a', 'b:b']);
    store.getState().redo();
    store.getState().redo();
    expect(contents(store.getState().blocks)).toEqual(['a:Hey!', 'b:b']);
    // A new change after undo drops what could be redone.
    store.getState().undo();
    store.getState().dispatch({ type: 'insert', block: text('c'), at: { parentId: null, column: 0, index: 0 } });
    store.getState().redo();
    expect(contents(store.getState().blocks)).toEqual(['c:c', 'a:Hey', 'b:b']);
  });

  it('selects what was added or duplicated, drops a selection whose block is gone, and undoes back to the selection before', () => {
    const store = start();
    store.getState().dispatch({ type: 'insert', block: text('c'), at: { parentId: null, column: 0, index: 2 } });
    expect(store.getState().selectedId).toBe('c');
    store.getState().dispatch({ type: 'remove', id: 'c' });
    expect(store.getState().selectedId).toBeNull();
    store.getState().select('a');
    store.getState().dispatch({ type: 'duplicate', id: 'a', copy: text('a2', 'a') });
    expect(store.getState().selectedId).toBe('a2');
    store.getState().undo();
    expect(store.getState()).toMatchObject({ selectedId: 'a', selectedIds: ['a'] });
    store.getState().redo();
    expect(store.getState()).toMatchObject({ selectedId: 'a2', selectedIds: ['a2'] });
  });

  it('keeps a refused change out of the tree and the history, and says why', () => {
    const store = start();
    const category: Block = { _id: 'k', type: 'category', data: {} };
    expect(store.getState().dispatch({ type: 'insert', block: category, at: { parentId: null, column: 0, index: 0 } })).toBe(true);
    const before = store.getState().blocks;
    expect(store.getState().dispatch({ type: 'insert', block: { ...category, _id: 'k2' }, at: { parentId: null, column: 0, index: 0 } })).toBe(false);
    expect(store.getState()).toMatchObject({ blocks: before, refusal: { reason: 'once-per-page', blockType: 'category' } });
    expect(store.getState().history.past).toHaveLength(1);
  });

  it('tracks the save status: saving, then saved; cleared on failure with the blocks kept; a conflict until resolved', () => {
    const store = start();
    store.getState().dispatch({ type: 'update', id: 'a', data: { content: 'typed' } });
    store.getState().saveStarted();
    expect(store.getState().saveStatus).toBe('saving');
    store.getState().saveFailed();
    expect(store.getState().saveStatus).toBe('idle');
    expect(contents(store.getState().blocks)).toEqual(['a:typed', 'b:b']);
    store.getState().saveStarted();
    store.getState().saveSucceeded(store.getState().blocks, 4);
    expect(store.getState()).toMatchObject({ saveStatus: 'saved', version: 4, hasDraft: true });
    store.getState().saveConflicted(6);
    expect(store.getState()).toMatchObject({ saveStatus: 'conflict', conflictVersion: 6 });
  });

  it('takes the server’s blocks after a reload as one undoable step, so what the owner typed is one undo away', () => {
    const store = start();
    store.getState().dispatch({ type: 'update', id: 'a', data: { content: 'mine' } });
    store.getState().documentChanged({ version: 7, hasDraft: true, blocks: [text('a', 'theirs')] });
    expect(contents(store.getState().blocks)).toEqual(['a:theirs']);
    expect(store.getState()).toMatchObject({ version: 7, saveStatus: 'idle' });
    store.getState().undo();
    expect(contents(store.getState().blocks)).toEqual(['a:mine', 'b:b']);
  });

  it('knows what shoppers see: the published blocks until a publish or discard makes them the editor\'s', () => {
    const store = createEditorStore({ document: { kind: 'page', id: 'p', locale: 'en' }, shopType: 'hosted', blocks: [text('a', 'draft')], published: [text('a', 'live')], version: 3, hasDraft: true });
    store.getState().dispatch({ type: 'update', id: 'a', data: { content: 'newer' } });
    expect(contents(store.getState().publishedBlocks)).toEqual(['a:live']);
    store.getState().documentChanged({ version: 4, hasDraft: false });
    expect(contents(store.getState().publishedBlocks)).toEqual(['a:newer']);
    store.getState().documentChanged({ version: 5, hasDraft: false, blocks: [text('a', 'discarded to this')] });
    expect(contents(store.getState().publishedBlocks)).toEqual(['a:discarded to this']);
  });

  it('follows a publish that moved the page to a new route, and learns of a draft saved elsewhere', () => {
    const store = createEditorStore({ document: { kind: 'page', id: 'p', locale: 'en', route: '/i/about-us' }, shopType: 'hosted', blocks: [], version: 3, hasDraft: false });
    store.getState().documentChanged({ version: 4, hasDraft: false, route: '/i/who-we-are' });
    expect(store.getState().document).toEqual({ kind: 'page', id: 'p', locale: 'en', route: '/i/who-we-are' });
    // A refresh that left before the publish answers the draft it replaced: Publish stays asleep.
    store.getState().draftFound(3);
    expect(store.getState().hasDraft).toBe(false);
    // The page's settings saved in the page manager wait for Publish: the button wakes.
    store.getState().draftFound(5);
    expect(store.getState()).toMatchObject({ hasDraft: true, version: 4 });
  });

  it('shows an uploading image on the canvas until its own upload ends, outside the page and its history', () => {
    const store = start();
    store.getState().showLocalImage('a', 'blob:first');
    store.getState().showLocalImage('a', 'blob:second');
    // The first upload ending does not hide the second, chosen since.
    store.getState().endLocalImage('a', 'blob:first');
    expect(store.getState().localImages).toEqual({ a: 'blob:second' });
    store.getState().endLocalImage('a', 'blob:second');
    expect(store.getState().localImages).toEqual({});
    expect(store.getState().history.past).toHaveLength(0);
  });

  it('takes a block dropped into a layout\'s empty column as one step, selected, that one Undo takes back', () => {
    const layout: Block = { _id: 'cols', type: 'multi-column', data: {}, columns: [[text('l')], []] };
    const store = createEditorStore({ document: { kind: 'page', id: 'p', locale: 'en' }, shopType: 'hosted', blocks: [text('a'), layout], version: 3, hasDraft: false });
    expect(store.getState().dispatch({ type: 'insert', block: text('new'), at: { parentId: 'cols', column: 1, index: 0 } })).toBe(true);
    expect(store.getState().blocks[1]!.columns!.map((column) => column.map((block) => block._id))).toEqual([['l'], ['new']]);
    expect(store.getState().selectedId).toBe('new');
    store.getState().undo();
    expect(store.getState().blocks[1]!.columns!.map((column) => column.map((block) => block._id))).toEqual([['l'], []]);
    expect(store.getState().history.past).toHaveLength(0);
  });

  it('shows where a palette drag would drop, among the page\'s blocks or in a column, and tells no one of the same place twice', () => {
    const store = start();
    const told = jest.fn();
    store.subscribe(told);
    store.getState().showDropAt({ parentId: 'cols', column: 1, index: 0 });
    store.getState().showDropAt({ parentId: 'cols', column: 1, index: 0 });
    expect(told).toHaveBeenCalledTimes(1);
    store.getState().showDropAt({ parentId: null, column: 0, index: 2 });
    store.getState().showDropAt(null);
    expect(store.getState().dropAt).toBeNull();
    expect(told).toHaveBeenCalledTimes(3);
  });
});
