import { autoScrollStep, columnInsertionPoints, sameBoxes, dropIndexAt, dropLineY, insertionPoints, moveTarget, nearestPoint, type BlockBox } from '../canvas-geometry';

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
