import { dropTargetRows, type TreeRow } from './flat-tree';

/**
 * A row a dragged item can be dropped on, as it lay when the drag began: its top and height in px from
 * the top of the tree, which moves with the sidebar's scroll as a whole.
 */
export interface DragTarget {
  id: string;
  top: number;
  height: number;
}

/**
 * The drop targets of a drag of `activeId`, top to bottom: every row but those under the dragged item,
 * each measured by `measure`, which is given its id and answers null for one not on screen.
 */
export function measureTargets(
  rows: readonly TreeRow[], activeId: string, measure: (id: string) => { top: number; height: number } | null,
): DragTarget[] {
  return dropTargetRows(rows, activeId).flatMap(({ id }) => {
    const box = measure(id);
    return box ? [{ id, top: box.top, height: box.height }] : [];
  });
}

const middleOf = (target: DragTarget) => target.top + target.height / 2;

/** The target whose middle is nearest, by height alone, to `y`: the rows are one column, indented. */
export function nearestTarget(targets: readonly DragTarget[], y: number): DragTarget | null {
  let nearest: DragTarget | null = null;
  for (const target of targets) {
    if (!nearest || Math.abs(y - middleOf(target)) < Math.abs(y - middleOf(nearest))) nearest = target;
  }
  return nearest;
}

/** The target one step up (-1) or down (1) from `currentId`, for the keyboard; null past either end. */
export function stepTarget(targets: readonly DragTarget[], currentId: string, direction: -1 | 1): DragTarget | null {
  const index = targets.findIndex((target) => target.id === currentId);
  if (index < 0) return null;
  return targets[index + direction] ?? null;
}

/** Where a row of height `height` goes so that its middle is on the target's, in the tree's px. */
export const topOnto = (target: DragTarget, height: number) => middleOf(target) - height / 2;
