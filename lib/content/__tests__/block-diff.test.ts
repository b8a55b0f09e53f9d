import type { Block } from '@/lib/schemas/page-content';
import { diffBlocks } from '../block-diff';

const text = (id: string, content: string): Block => ({ _id: id, type: 'text', data: { content } });
const layout = (id: string, ...columns: Block[][]): Block => ({ _id: id, type: 'multi-column', data: {}, columns });
const kinds = (diffs: ReturnType<typeof diffBlocks>) => diffs.map((diff) => `${diff.kind} ${diff.block._id}`);

describe('diffBlocks', () => {
  it('finds nothing between equal pages, whatever the order of their keys', () => {
    const before: Block[] = [{ _id: 'i', type: 'image', data: { src: '/a.jpg', crop: { x: 0, y: 0, width: 1, height: 0.5 } } }];
    const after: Block[] = [{ _id: 'i', type: 'image', data: { crop: { height: 0.5, width: 1, y: 0, x: 0 }, src: '/a.jpg', alt: undefined } }];
    expect(diffBlocks(before, after)).toEqual([]);
  });

  it('lists blocks added and removed at any depth, the removed ones last', () => {
    const before = [text('a', 'A'), layout('row', [text('b', 'B')], [text('c', 'C')])];
    const after = [text('new', 'New'), text('a', 'A'), layout('row', [text('b', 'B'), text('in', 'In')], [])];
    expect(kinds(diffBlocks(before, after))).toEqual(['added new', 'added in', 'removed c']);
  });

  it('calls moved only the blocks that left their place, not those a move or an insert shifted', () => {
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((id) => text(id, id)) as [Block, Block, Block, Block];
    expect(kinds(diffBlocks([a, b, c, d], [b, c, d, a]))).toEqual(['moved a']);
    expect(kinds(diffBlocks([a, b, c], [a, text('x', 'X'), b, c]))).toEqual(['added x']);
    // Into another column of the same layout, and out of a layout onto the page.
    expect(kinds(diffBlocks([layout('row', [a, b], [c])], [layout('row', [b], [a, c])]))).toEqual(['moved a']);
    expect(kinds(diffBlocks([layout('row', [a], [])], [a, layout('row', [], [])]))).toEqual(['moved a']);
  });

  it('lists a changed block field by field: data, settings and a layout’s column count', () => {
    const before: Block[] = [
      { _id: 'i', type: 'image', data: { src: '/media/old.jpg', alt: 'Old', opentab: false } },
      layout('row', [], []),
    ];
    const after: Block[] = [
      { _id: 'i', type: 'image', data: { src: '/media/new.jpg', alt: 'Old', opentab: true, headline: 'Hi' }, settings: { hiddenOn: ['phone'] } },
      layout('row', [], [], []),
    ];
    expect(diffBlocks(before, after)).toEqual([
      {
        kind: 'changed', block: after[0], fields: [
          { field: 'src', before: '/media/old.jpg', after: '/media/new.jpg' },
          { field: 'opentab', before: false, after: true },
          { field: 'headline', before: undefined, after: 'Hi' },
          { field: 'settings.hiddenOn', before: undefined, after: ['phone'] },
        ],
      },
      { kind: 'changed', block: after[1], fields: [{ field: 'columns', before: 2, after: 3 }] },
    ]);
  });

  it('reports a block both moved and changed once as each', () => {
    const a = text('a', 'A'), b = text('b', 'B'), c = text('c', 'C');
    expect(kinds(diffBlocks([a, b, c], [b, c, text('a', 'A, edited')]))).toEqual(['moved a', 'changed a']);
  });
});
