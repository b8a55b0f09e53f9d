import fc from 'fast-check';
import { autoScrollStep, columnAreas, columnInsertionPoints, sameBoxes, dropIndexAt, dropLineY, dragNeighbour, dropPlaceAt, EMPTY_COLUMN_REACH, insertionPoints, moveTarget, nearestPoint, type Area, type BlockBox, type ColumnTarget } from '../canvas-geometry';

let next = 0;
const box = (id: string, top: number, bottom: number, left = 0, right = 1000, index = next++): BlockBox => ({ id, index, top, bottom, left, right });
const page = [box('a', 100, 200, 0, 1000, 0), box('b', 220, 420, 40, 960, 1), box('c', 420, 500, 0, 1000, 2)];

describe('insertion points between blocks', () => {
  it('stand before the first block, halfway in each gap and after the last, with the index a new block takes', () => {
    expect(insertionPoints(page).map(({ index, y }) => [index, y])).toEqual([[0, 100], [1, 210], [2, 420], [3, 500]]);
  });

  it('span the wider of the two blocks they separate', () => {
    const [, between] = insertionPoints([box('a', 0, 10, 40, 960, 0), box('b', 10, 20, 0, 1000, 1)]);
    expect(between).toMatchObject({ left: 0, right: 1000 });
    expect(insertionPoints([box('a', 0, 10, 40, 960, 0)])).toEqual([
      { index: 0, y: 0, left: 40, right: 960 }, { index: 1, y: 10, left: 40, right: 960 },
    ]);
  });

  it('count the blocks hidden at this width, which have no box, in the index', () => {
    const shown = [box('a', 0, 10, 0, 100, 0), box('c', 10, 20, 0, 100, 2)];
    expect(insertionPoints(shown).map((point) => point.index)).toEqual([0, 2, 3]);
    expect(dropIndexAt(14, shown)).toBe(2);
    expect(dropIndexAt(99, shown)).toBe(3);
  });

  it('are none on an empty page', () => {
    expect(insertionPoints([])).toEqual([]);
  });
});

describe('dropping a block dragged on the canvas', () => {
  it('lands in the gap nearest the pointer', () => {
    expect(dropIndexAt(50, page)).toBe(0);
    expect(dropIndexAt(160, page)).toBe(1);
    expect(dropIndexAt(300, page)).toBe(1);
    expect(dropIndexAt(330, page)).toBe(2);
    expect(dropIndexAt(900, page)).toBe(3);
  });

  it('moves the block to the index it takes once out of its place, and not at all next to itself', () => {
    expect(moveTarget(0, 3)).toBe(2);
    expect(moveTarget(2, 0)).toBe(0);
    expect(moveTarget(1, 1)).toBeNull();
    expect(moveTarget(1, 2)).toBeNull();
  });
});

describe('what a block dragged on the canvas is told against', () => {
  const ids = ['a', 'b', 'c'];
  it('names the block after the line, or the one before it at the end', () => {
    expect(dragNeighbour(ids, 'a', 2)).toEqual({ overId: 'c', side: 'before' });
    expect(dragNeighbour(ids, 'a', 3)).toEqual({ overId: 'c', side: 'after' });
    expect(dragNeighbour(ids, 'c', 0)).toEqual({ overId: 'a', side: 'before' });
  });
  it('never names the dragged block itself', () => {
    expect(dragNeighbour(ids, 'b', 1)).toEqual({ overId: 'a', side: 'after' });
    expect(dragNeighbour(ids, 'b', 2)).toEqual({ overId: 'c', side: 'before' });
    expect(dragNeighbour(ids, 'a', 0)).toEqual({ overId: 'b', side: 'before' });
    expect(dragNeighbour(ids, 'c', 3)).toEqual({ overId: 'b', side: 'after' });
  });
  it('has nothing to name on a page of one block', () => {
    expect(dragNeighbour(['a'], 'a', 0)).toBeNull();
    expect(dragNeighbour(['a'], 'a', 1)).toBeNull();
  });
});

describe('insertion points in a layout\'s column', () => {
  it('stand in each gap of the column\'s blocks across the column, and once near the top of an empty column', () => {
    const column = box('col', 100, 400, 500, 900, 1);
    expect(columnInsertionPoints(column, [box('x', 110, 200, 510, 890, 0), box('y', 220, 300, 510, 890, 1)]))
      .toEqual([{ index: 0, y: 110, left: 500, right: 900 }, { index: 1, y: 210, left: 500, right: 900 }, { index: 2, y: 300, left: 500, right: 900 }]);
    expect(columnInsertionPoints(column, [])).toEqual([{ index: 0, y: 116, left: 500, right: 900 }]);
  });
});

describe('the line where a dragged block lands', () => {
  it('is at the top of the block it goes before, below the last block at the end, and at the fallback on an empty page', () => {
    expect(dropLineY(1, page, 0)).toBe(220);
    expect(dropLineY(3, page, 0)).toBe(500);
    expect(dropLineY(1, [box('a', 0, 10, 0, 100, 0), box('c', 30, 40, 0, 100, 2)], 0)).toBe(30);
    expect(dropLineY(0, [], 77)).toBe(77);
  });
});

describe('scrolling while dragging', () => {
  it('scrolls near the edges, faster nearer, and not in between', () => {
    expect(autoScrollStep(400, 800)).toBe(0);
    expect(autoScrollStep(0, 800)).toBe(-24);
    expect(autoScrollStep(28, 800)).toBe(-12);
    expect(autoScrollStep(800, 800)).toBe(24);
    expect(autoScrollStep(790, 800)).toBeGreaterThan(0);
  });
});

describe('sameBoxes', () => {
  it('is true only for the same boxes in the same order', () => {
    const a = [box('a', 0, 10, 0, 100, 0), box('b', 10, 20, 0, 100, 1)];
    expect(sameBoxes(a, a.map((b) => ({ ...b })))).toBe(true);
    expect(sameBoxes(a, [a[0]!])).toBe(false);
    expect(sameBoxes(a, [a[1]!, a[0]!])).toBe(false);
    expect(sameBoxes(a, [a[0]!, { ...a[1]!, bottom: 21 }])).toBe(false);
  });
});

describe('the "+" the pointer is near', () => {
  const points = [{ index: 0, y: 100, left: 0, right: 10 }, { index: 1, y: 120, left: 0, right: 10 }, { index: 2, y: 300, left: 0, right: 10 }];

  it('is the nearest point within reach', () => {
    expect(nearestPoint(points, 108, 14)).toBe(0);
    expect(nearestPoint(points, 112, 14)).toBe(1);
    expect(nearestPoint(points, 290, 14)).toBe(2);
  });

  it('is none out of reach or without a pointer', () => {
    expect(nearestPoint(points, 200, 14)).toBeNull();
    expect(nearestPoint(points, null, 14)).toBeNull();
    expect(nearestPoint([], 100, 14)).toBeNull();
  });
});

describe('where a block dragged from the palette lands', () => {
  const area = (top: number, bottom: number, left: number, right: number): Area => ({ top, bottom, left, right });
  // A page: a text (0-100), a two-column layout 'cols' (120-420): column 0 (x 0-490) holds 'l1' and 'l2',
  // column 1 (x 510-1000) is empty and as high as its row; then a text (440-540).
  const pageBoxes = [box('t', 0, 100, 0, 1000, 0), box('cols', 120, 420, 0, 1000, 1), box('u', 440, 540, 0, 1000, 2)];
  const left: ColumnTarget = { layoutId: 'cols', column: 0, depth: 1, area: area(120, 420, 0, 490), blocks: [box('l1', 120, 220, 0, 490, 0), box('l2', 240, 420, 0, 490, 1)] };
  const right: ColumnTarget = { layoutId: 'cols', column: 1, depth: 1, area: area(120, 420, 510, 1000), blocks: [] };
  // A layout nested in the left column's second block.
  const inner: ColumnTarget = { layoutId: 'l2', column: 1, depth: 2, area: area(250, 410, 250, 480), blocks: [box('n1', 250, 300, 250, 480, 0)] };
  const columns = [left, right, inner];

  it('goes into the column under the pointer, before the block whose middle is below it, or after the last', () => {
    expect(dropPlaceAt(100, 130, pageBoxes, columns)).toEqual({ parentId: 'cols', column: 0, index: 0 });
    expect(dropPlaceAt(100, 200, pageBoxes, columns)).toEqual({ parentId: 'cols', column: 0, index: 1 });
    expect(dropPlaceAt(100, 400, pageBoxes, columns)).toEqual({ parentId: 'cols', column: 0, index: 2 });
  });

  it('goes first into an empty column, wherever in its row the pointer is', () => {
    expect(dropPlaceAt(700, 125, pageBoxes, columns)).toEqual({ parentId: 'cols', column: 1, index: 0 });
    expect(dropPlaceAt(990, 415, pageBoxes, columns)).toEqual({ parentId: 'cols', column: 1, index: 0 });
  });

  it('goes into the most deeply nested column under the pointer', () => {
    expect(dropPlaceAt(300, 260, pageBoxes, columns)).toEqual({ parentId: 'l2', column: 1, index: 0 });
    expect(dropPlaceAt(300, 350, pageBoxes, columns)).toEqual({ parentId: 'l2', column: 1, index: 1 });
    // Beside the nested layout, in the outer column.
    expect(dropPlaceAt(100, 350, pageBoxes, columns)).toEqual({ parentId: 'cols', column: 0, index: 2 });
  });

  it('goes among the page\'s blocks outside every column: above, below, between columns', () => {
    expect(dropPlaceAt(300, 10, pageBoxes, columns)).toEqual({ parentId: null, column: 0, index: 0 });
    expect(dropPlaceAt(300, 110, pageBoxes, columns)).toEqual({ parentId: null, column: 0, index: 1 });
    expect(dropPlaceAt(500, 200, pageBoxes, columns)).toEqual({ parentId: null, column: 0, index: 1 });
    expect(dropPlaceAt(300, 500, pageBoxes, columns)).toEqual({ parentId: null, column: 0, index: 3 });
    expect(dropPlaceAt(300, 900, pageBoxes, [])).toEqual({ parentId: null, column: 0, index: 3 });
    expect(dropPlaceAt(300, 900, [], [])).toEqual({ parentId: null, column: 0, index: 0 });
  });

  it('lands in a column of the row it holds, never outside its list', () => {
    const targets = fc.array(fc.record({
      top: fc.integer({ min: 0, max: 900 }), height: fc.integer({ min: 0, max: 300 }), left: fc.integer({ min: 0, max: 900 }), width: fc.integer({ min: 0, max: 300 }),
      blocks: fc.nat(4), depth: fc.integer({ min: 1, max: 4 }),
    }), { maxLength: 6 });
    fc.assert(fc.property(targets, fc.integer({ min: -50, max: 1300 }), fc.integer({ min: -50, max: 1300 }), (made, x, y) => {
      const columns: ColumnTarget[] = made.map((made, column) => {
        const step = made.height / Math.max(1, made.blocks);
        const blocks = Array.from({ length: made.blocks }, (_, at) => box(`b${at}`, made.top + at * step, made.top + (at + 1) * step, made.left, made.left + made.width, at));
        return { layoutId: `l${column}`, column, depth: made.depth, area: area(made.top, made.top + made.height, made.left, made.left + made.width), blocks };
      });
      const place = dropPlaceAt(x, y, pageBoxes, columns);
      if (place.parentId === null) {
        expect(columns.some(({ area }) => x >= area.left && x <= area.right && y >= area.top && y <= area.bottom)).toBe(false);
        expect(place.index).toBeLessThanOrEqual(pageBoxes.length);
        return;
      }
      const target = columns.find((column) => column.layoutId === place.parentId)!;
      expect(x).toBeGreaterThanOrEqual(target.area.left);
      expect(y).toBeLessThanOrEqual(target.area.bottom);
      expect(place.index).toBeGreaterThanOrEqual(0);
      expect(place.index).toBeLessThanOrEqual(target.blocks.length);
    }));
  });
});

describe('the areas of a layout\'s columns', () => {
  it('reach over the row they sit in: an empty column or a shorter one as far as the tallest beside it', () => {
    const short = { top: 100, bottom: 150, left: 0, right: 490 };
    const tall = { top: 100, bottom: 400, left: 510, right: 1000 };
    // Centred in its row (image and text), with no height of its own.
    const centred = { top: 250, bottom: 250, left: 1020, right: 1500 };
    expect(columnAreas([short, tall, centred])).toEqual([
      { ...short, bottom: 400 }, tall, { ...centred, top: 100, bottom: 400 },
    ]);
  });

  it('keep their own height when stacked (a phone), and at least EMPTY_COLUMN_REACH, none for a hidden one', () => {
    const first = { top: 100, bottom: 300, left: 0, right: 390 };
    const empty = { top: 324, bottom: 324, left: 0, right: 390 };
    expect(columnAreas([first, empty, null])).toEqual([first, { ...empty, bottom: 324 + EMPTY_COLUMN_REACH }, null]);
  });
});
