'use client';

import { useMemo, type ReactNode } from 'react';
import { blockName } from './block-names';
import { columnOfTarget, dropMove, outlineRows } from './block-moves';
import { useEditor, useEditorStore } from './editor-store-context';
import { fill, type WorkbenchLabels } from './labels';
import type { MoveAction } from './state/actions';
import { dragSelection } from './state/selection';
import { TreeDrag } from './tree/tree-drag';
import type { TreeDragTexts } from './tree/announcements';
import type { TreeDrop } from './tree/flat-tree';
import { findBlock } from '@/components/blocks/block-tree';

/**
 * Drag and drop in the outline, on the editor's one drag layer (tree/tree-drag.tsx): a drop only
 * dispatches the move the buttons also dispatch (block-moves.ts), with the rest of a multi-selection
 * around the dragged block (dragSelection); the tree refuses what it cannot hold.
 * It is told as "{name} will go after {target}".
 */
export function OutlineDrag({ labels, children }: { labels: WorkbenchLabels; children: ReactNode }) {
  const store = useEditorStore();
  const blocks = useEditor((s) => s.blocks);
  const rows = useMemo(() => outlineRows(blocks), [blocks]);
  const { moves } = labels;
  const texts = useMemo<TreeDragTexts>(() => ({
    instructions: moves.dragInstructions, pickedUp: moves.pickedUp, notOverPlace: moves.notOverTarget,
    cancelled: moves.cancelled, dropped: moves.dropped,
  }), [moves]);

  const nameOf = (id: string): string => {
    const column = columnOfTarget(id);
    if (column) {
      const layout = findBlock(blocks, column.layoutId);
      return fill(moves.columnIn, { number: column.column + 1, layout: layout ? blockName(layout, labels) : '' });
    }
    const block = findBlock(blocks, id);
    return block ? blockName(block, labels) : id;
  };
  const SIDE_TEXT = { before: moves.willGoBefore, after: moves.willGoAfter, into: moves.willGoInto };

  return (
    <TreeDrag<MoveAction, never>
      rows={rows}
      texts={texts}
      nameOf={nameOf}
      project={(drop) => dropMove(store.getState().blocks, drop)}
      describe={(drop: TreeDrop) => fill(SIDE_TEXT[drop.side], { name: nameOf(drop.activeId), target: nameOf(drop.overId) })}
      // The outline projects no refusal: the store tells it when the move is dispatched (RefusalNotice).
      refusalText={(reason) => reason}
      onDrop={(outcome) => {
        if (!('move' in outcome)) return;
        const { blocks: tree, selectedIds, dispatch } = store.getState();
        dispatch(dragSelection(tree, selectedIds, outcome.move));
      }}
    >
      {children}
    </TreeDrag>
  );
}
