import fc from 'fast-check';
import { TreeError, treeProblem, walkBlocks } from '@/components/blocks/block-tree';
import type { Block } from '@/lib/schemas/page-content';
import { columnTargetId, dropMove, outlineRows, placeBeside, stepMove } from '../block-moves';
import { applyAction } from '../state/actions';
import { dropSide, dropTargetRows } from '../tree/flat-tree';

const text = (id: string): Block => ({ _id: id, type: 'text', data: { content: id } });
const columns = (id: string, ...cols: Block[][]): Block => ({ _id: id, type: 'multi-column', data: {}, columns: cols });
const ids = (blocks: Block[]): unknown[] => blocks.map((b) => (b.columns ? { [b._id]: b.columns.map(ids) } : b._id));

const page = [text('a'), columns('cols', [text('b')], []), text('d'), text('e')];
/** The page after dragging `active` onto `over`, as the outline would. */
const drop = (active: string, over: string) =>
  dropMove(page, { activeId: active, overId: over, side: dropSide(outlineRows(page), active, over), depthShift: 0 });
const dropped = (active: string, over: string) => {
  const outcome = drop(active, over);
  return outcome ? ids(applyAction(page, outcome.move, 'hosted')) : null;
};

describe('the outline’s drop targets', () => {
  it('lists blocks and the start of each column in the order the outline shows them', () => {
    expect(outlineRows(page).map((row) => row.id)).toEqual(['a', 'cols', columnTargetId('cols', 0), 'b', columnTargetId('cols', 1), 'd', 'e']);
  });

  it('places a block dragged down after the target, up before it, and into a column at its start', () => {
    expect(dropSide(outlineRows(page), 'a', 'd')).toBe('after');
    expect(dropSide(outlineRows(page), 'e', 'b')).toBe('before');
    expect(dropSide(outlineRows(page), 'e', columnTargetId('cols', 1))).toBe('into');
  });
});

describe('where a drag ends', () => {
  it('reorders within one list as arrayMove does', () => {
    expect(dropped('a', 'd')).toEqual([{ cols: [['b'], []] }, 'd', 'a', 'e']);
    expect(dropped('e', 'a')).toEqual(['e', 'a', { cols: [['b'], []] }, 'd']);
  });

  it('moves into an empty column and into a column beside a block, and back out', () => {
    expect(dropped('e', columnTargetId('cols', 1))).toEqual(['a', { cols: [['b'], ['e']] }, 'd']);
    expect(dropped('a', 'b')).toEqual([{ cols: [['b', 'a'], []] }, 'd', 'e']);
    expect(dropped('e', 'b')).toEqual(['a', { cols: [['e', 'b'], []] }, 'd']);
    expect(dropped('b', 'd')).toEqual(['a', { cols: [[], []] }, 'd', 'b', 'e']);
    expect(dropped('b', 'a')).toEqual(['b', 'a', { cols: [[], []] }, 'd', 'e']);
  });

  it('drops a layout after a block below it with its columns', () => {
    expect(dropped('cols', 'd')).toEqual(['a', 'd', { cols: [['b'], []] }, 'e']);
  });

  it('does nothing when a block is dropped onto itself or onto a target that is gone', () => {
    expect(drop('a', 'a')).toBeNull();
    expect(drop('a', 'gone')).toBeNull();
  });
});

describe('what a place is told against', () => {
  it('is the block it goes before, the last of its list it goes after, or the start of an empty column', () => {
    expect(placeBeside(page, { parentId: null, column: 0, index: 1 })).toEqual({ overId: 'cols', side: 'before' });
    expect(placeBeside(page, { parentId: null, column: 0, index: 4 })).toEqual({ overId: 'e', side: 'after' });
    expect(placeBeside(page, { parentId: 'cols', column: 0, index: 0 })).toEqual({ overId: 'b', side: 'before' });
    expect(placeBeside(page, { parentId: 'cols', column: 0, index: 1 })).toEqual({ overId: 'b', side: 'after' });
    expect(placeBeside(page, { parentId: 'cols', column: 1, index: 0 })).toEqual({ overId: columnTargetId('cols', 1), side: 'into' });
  });

  it('is nothing on an empty page, or for a layout or column that is gone', () => {
    expect(placeBeside([], { parentId: null, column: 0, index: 0 })).toBeNull();
    expect(placeBeside(page, { parentId: 'gone', column: 0, index: 0 })).toBeNull();
    expect(placeBeside(page, { parentId: 'cols', column: 2, index: 0 })).toBeNull();
  });
});

describe('Move up and Move down', () => {
  it('steps within a list, out of a column at its ends, and not past the page’s ends', () => {
    expect(ids(applyAction(page, stepMove(page, 'b', -1)!, 'hosted'))).toEqual(['a', 'b', { cols: [[], []] }, 'd', 'e']);
    expect(ids(applyAction(page, stepMove(page, 'b', 1)!, 'hosted'))).toEqual(['a', { cols: [[], []] }, 'b', 'd', 'e']);
    expect(stepMove(page, 'a', -1)).toBeNull();
    expect(stepMove(page, 'e', 1)).toBeNull();
  });
});

describe('drops replayed on the outline', () => {
  it('dispatch only moves the tree accepts or refuses with a typed reason, and keep every block once', () => {
    const start = [
      text('a'), columns('cols', [text('b'), columns('inner', [columns('deep', [text('c')])], [])], []),
      { _id: 'cat', type: 'category', data: {} } as Block, columns('other', [text('d')], []),
    ];
    const all = (blocks: Block[]) => [...walkBlocks(blocks)].map(({ block }) => block._id).sort();
    const outcomes = new Set<string>();
    fc.assert(fc.property(fc.array(fc.tuple(fc.nat(), fc.nat()), { minLength: 1, maxLength: 20 }), (drops) => {
      let blocks = start;
      for (const [a, o] of drops) {
        const rows = outlineRows(blocks);
        const blockRows = rows.filter((row) => row.kind === 'item');
        const active = blockRows[a % blockRows.length]!.id;
        const targets = dropTargetRows(rows, active);
        const over = targets[o % targets.length]!.id;
        const outcome = dropMove(blocks, { activeId: active, overId: over, side: dropSide(rows, active, over), depthShift: 0 });
        if (!outcome) continue;
        try {
          blocks = applyAction(blocks, outcome.move, 'hosted');
          outcomes.add('moved');
        } catch (error) {
          if (!(error instanceof TreeError)) throw error;
          outcomes.add(error.reason);
          continue;
        }
        expect(treeProblem(blocks)).toBeNull();
        expect(all(blocks)).toEqual(all(start));
      }
    }), { seed: 28, numRuns: 200 });
    // The category block stays on the page; a layout nested too deep is refused by the tree, typed.
    expect([...outcomes].sort()).toEqual(['moved', 'page-only', 'too-deep']);
  });
});
