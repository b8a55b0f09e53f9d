import type { StoredBlock } from '@/lib/content/stored-content';
import { blockChanges } from '../block-changes';

const text = (id: string, html: string): StoredBlock => ({ _id: id, type: 'text', data: {}, texts: { en: { content: html } } });
const layout = (id: string, ...columns: StoredBlock[][]): StoredBlock => ({ _id: id, type: 'layout', data: {}, columns });

const none = { added: 0, changed: 0, removed: 0, moved: false };

describe('blockChanges', () => {
  it('counts blocks added, changed and removed, at any depth', () => {
    const before = [text('a', '<p>A</p>'), layout('row', [text('b', '<p>B</p>')], [text('c', '<p>C</p>')])];
    const after = [text('a', '<p>A, edited</p>'), layout('row', [text('b', '<p>B</p>'), text('new', '<p>New</p>')], []), text('d', '<p>D</p>')];
    expect(blockChanges(before, after)).toEqual({ added: 2, changed: 1, removed: 1, moved: false });
  });

  it('counts a text edited in another locale or a changed setting as a change', () => {
    const before = [text('a', '<p>A</p>'), text('b', '<p>B</p>')];
    const after = [
      { ...text('a', '<p>A</p>'), texts: { en: { content: '<p>A</p>' }, de: { content: '<p>A auf Deutsch</p>' } } },
      { ...text('b', '<p>B</p>'), settings: { hideOn: ['phone'] } },
    ];
    expect(blockChanges(before, after)).toEqual({ ...none, changed: 2 });
  });

  it('tells a reorder of the kept blocks, also into another column, but not a block added in between', () => {
    const a = text('a', '<p>A</p>'), b = text('b', '<p>B</p>');
    expect(blockChanges([a, b], [b, a])).toEqual({ ...none, moved: true });
    expect(blockChanges([layout('row', [a], [b])], [layout('row', [b], [a])])).toEqual({ ...none, moved: true });
    expect(blockChanges([a, b], [a, text('c', '<p>C</p>'), b])).toEqual({ ...none, added: 1 });
  });

  it('finds nothing when the blocks are the same, and everything added on a first publish', () => {
    const blocks = [text('a', '<p>A</p>'), layout('row', [text('b', '<p>B</p>')])];
    expect(blockChanges(blocks, structuredClone(blocks))).toEqual(none);
    expect(blockChanges([], blocks)).toEqual({ ...none, added: 3 });
  });
});
