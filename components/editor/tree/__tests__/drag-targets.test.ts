import { measureTargets, nearestTarget, stepTarget, topOnto, type DragTarget } from '../drag-targets';
import { flattenTree } from '../flat-tree';

/** A page of the outline's shape: a layout with two columns (start rows) between two blocks. */
const rows = flattenTree([{ id: 'page', start: false, items: [
  { id: 'one' },
  { id: 'cols', lists: [{ id: 'column:0:cols', start: true, items: [{ id: 'inner' }] }, { id: 'column:1:cols', start: true, items: [] }] },
  { id: 'two' },
] }]);

/** Every target laid out 30 px high, one under the other, in the order they are asked for. */
function stacked() {
  let top = 0;
  return (): { top: number; height: number } => {
    const box = { top, height: 30 };
    top += 30;
    return box;
  };
}

describe('the drop targets of a drag', () => {
  it('are every row and list start in the order shown, with the boxes read at pick-up', () => {
    expect(measureTargets(rows, 'one', stacked())).toEqual([
      { id: 'one', top: 0, height: 30 },
      { id: 'cols', top: 30, height: 30 },
      { id: 'column:0:cols', top: 60, height: 30 },
      { id: 'inner', top: 90, height: 30 },
      { id: 'column:1:cols', top: 120, height: 30 },
      { id: 'two', top: 150, height: 30 },
    ]);
  });

  it('leave out what the dragged item holds, but keep the item', () => {
    expect(measureTargets(rows, 'cols', stacked()).map((target) => target.id)).toEqual(['one', 'cols', 'two']);
  });

  it('leave out a target that is not on screen', () => {
    const measured = measureTargets(rows, 'one', (id) => (id === 'inner' ? null : { top: 0, height: 10 }));
    expect(measured.map((target) => target.id)).not.toContain('inner');
    expect(measured).toHaveLength(5);
  });
});

describe('following a dragged row', () => {
  const targets: DragTarget[] = [
    { id: 'a', top: 0, height: 40 },
    { id: 'column:0:a', top: 40, height: 20 },
    { id: 'b', top: 60, height: 40 },
  ];

  it('finds the target whose middle is nearest the dragged row\'s middle', () => {
    expect(nearestTarget(targets, 5)?.id).toBe('a');
    expect(nearestTarget(targets, 48)?.id).toBe('column:0:a');
    expect(nearestTarget(targets, 75)?.id).toBe('b');
    expect(nearestTarget(targets, 900)?.id).toBe('b');
    expect(nearestTarget(targets, -900)?.id).toBe('a');
  });

  it('finds none where there is no target', () => {
    expect(nearestTarget([], 10)).toBeNull();
  });

  it('steps up and down by one target from the keyboard, and stops at either end', () => {
    expect(stepTarget(targets, 'a', 1)?.id).toBe('column:0:a');
    expect(stepTarget(targets, 'b', -1)?.id).toBe('column:0:a');
    expect(stepTarget(targets, 'a', -1)).toBeNull();
    expect(stepTarget(targets, 'b', 1)).toBeNull();
    expect(stepTarget(targets, 'gone', 1)).toBeNull();
  });

  it('puts a stepped row\'s middle onto its target\'s, whatever their heights', () => {
    const top = topOnto(targets[2]!, 30);
    expect(top + 30 / 2).toBe(80);
    expect(nearestTarget(targets, top + 30 / 2)?.id).toBe('b');
  });
});
