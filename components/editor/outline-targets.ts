import type { Block } from '@/lib/schemas/page-content';
import { outlineOrder } from './block-moves';
import { findBlock } from '@/components/blocks/block-tree';

/**
 * A place a dragged block can be dropped in the outline (a block's row or a column's start), as it lay
 * when the drag began: its top and height in px from the top of the outline, which moves with the
 * sidebar's scroll as a whole.
 */
export interface OutlineTarget {
  id: string;
  top: number;
  height: number;
}

/**
 * The drop targets of a drag of `activeId`, top to bottom: every target of the outline except those
 * inside the dragged block's own columns, each measured by `measure`, which is given its id and
 * answers null for one not on screen.
 */
export function measureTargets(
  blocks: Block[], activeId: string, measure: (id: string) => { top: number; height: number } | null,
): OutlineTarget[] {
  const dragged = findBlock(blocks, activeId);
  const inside = new Set(dragged ? outlineOrder([dragged]).slice(1) : []);
  return outlineOrder(blocks).flatMap((id) => {
    if (inside.has(id)) return [];
    const box = measure(id);
    return box ? [{ id, top: box.top, height: box.height }] : [];
  });
}

const middleOf = (target: OutlineTarget) => target.top + target.height / 2;

/** The target whose middle is nearest, by height alone, to `y`: the rows are one column of different widths. */
export function nearestTarget(targets: readonly OutlineTarget[], y: number): OutlineTarget | null {
  let nearest: OutlineTarget | null = null;
  for (const target of targets) {
    if (!nearest || Math.abs(y - middleOf(target)) < Math.abs(y - middleOf(nearest))) nearest = target;
  }
  return nearest;
}

/** The target one step up (-1) or down (1) from `currentId`, for the keyboard; null past either end. */
export function stepTarget(targets: readonly OutlineTarget[], currentId: string, direction: -1 | 1): OutlineTarget | null {
  const index = targets.findIndex((target) => target.id === currentId);
  if (index < 0) return null;
  return targets[index + direction] ?? null;
}

/** Where a block of height `height` goes so that its middle is on the target's, in the outline's px. */
export const topOnto = (target: OutlineTarget, height: number) => middleOf(target) - height / 2;
