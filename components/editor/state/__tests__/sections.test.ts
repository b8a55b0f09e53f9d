import type { Block } from '@/lib/schemas/page-content';
import { referenceInPlaceOf, sectionReference, type EditorSection } from '../sections';
import { createEditorStore } from '../store';

const text = (id: string, content = id): Block => ({ _id: id, type: 'text', data: { content } });
const layout = (id: string, ...columns: Block[][]): Block => ({ _id: id, type: 'multi-column', data: {}, columns });
const SECTION = '5f0e4f3a-0a8e-4c9b-9e0e-1c2d3e4f5a6b';
const section: EditorSection = {
  id: SECTION, name: 'Shipping note', blocks: [text('s1', 'Free shipping'), layout('s2', [text('s3')])],
  otherTexts: { s1: { de: { content: 'Kostenloser Versand' } } },
};
const ids = (blocks: Block[]) => blocks.map((block) => block._id);
let counter = 0;
const newId = () => `n${++counter}`;

const start = (blocks: Block[]) => createEditorStore({
  document: { kind: 'page', id: 'p', locale: 'en' }, shopType: 'hosted', blocks, version: 1, hasDraft: false, sections: [section],
});

beforeEach(() => {
  counter = 0;
});

describe('Detach', () => {
  it("replaces the reference, in its place, by copies of the section's blocks with new ids, undone in one step", () => {
    const store = start([text('a'), sectionReference(SECTION, 'ref'), text('b')]);
    expect(store.getState().detach('ref', newId)).toBe(true);
    const { blocks } = store.getState();
    expect(ids(blocks)).toEqual(['a', 'n1', 'n2', 'b']);
    expect(blocks[1]!.data).toEqual({ content: 'Free shipping' });
    expect(ids(blocks[2]!.columns![0]!)).toEqual(['n3']);
    // The copies carry the section's other languages, which the next save sends with them.
    expect(store.getState().pastedTexts).toEqual({ n1: { de: { content: 'Kostenloser Versand' } } });
    store.getState().undo();
    expect(ids(store.getState().blocks)).toEqual(['a', 'ref', 'b']);
  });

  it('makes the copy independent: editing it leaves the section as it is', () => {
    const store = start([sectionReference(SECTION, 'ref')]);
    store.getState().detach('ref', newId);
    store.getState().dispatch({ type: 'update', id: 'n1', data: { content: 'Only here' } });
    expect(store.getState().sections[SECTION]!.blocks[0]!.data.content).toBe('Free shipping');
  });

  it('does nothing for a block that is no reference, or a section the editor does not know', () => {
    const store = start([text('a'), sectionReference('9d7e9a9e-0000-4000-8000-000000000000', 'ref')]);
    expect(store.getState().detach('a', newId)).toBe(false);
    expect(store.getState().detach('ref', newId)).toBe(false);
    expect(ids(store.getState().blocks)).toEqual(['a', 'ref']);
  });
});

describe('Save as section', () => {
  it('replaces a page-level block by a reference to the new section in one action, and leaves a block in a column alone', () => {
    const blocks = [text('a'), layout('l', [text('inner')])];
    expect(referenceInPlaceOf(blocks, 'a', SECTION, newId)).toEqual({
      type: 'batch', actions: [{ type: 'remove', id: 'a' }, { type: 'insert', block: sectionReference(SECTION, 'n1'), at: { parentId: null, column: 0, index: 0 } }],
    });
    expect(referenceInPlaceOf(blocks, 'inner', SECTION, newId)).toBeNull();
  });

  it('refuses a reference inside a layout, as the server does', () => {
    const store = start([layout('l', [])]);
    expect(store.getState().dispatch({ type: 'insert', block: sectionReference(SECTION, 'r'), at: { parentId: 'l', column: 0, index: 0 } })).toBe(false);
    expect(store.getState().refusal).toMatchObject({ reason: 'page-only' });
  });
});
