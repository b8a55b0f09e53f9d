'use client';

import { useMemo, type ReactNode } from 'react';
import { dropMove, outlineRows } from './block-moves';
import { targetName, willGoText } from './drop-texts';
import { useEditor, useEditorStore } from './editor-store-context';
import type { WorkbenchLabels } from './labels';
import type { MoveAction } from './state/actions';
import { dragSelection } from './state/selection';
import { TreeDrag } from './tree/tree-drag';
import type { TreeDragTexts } from './tree/announcements';
import type { TreeDrop } from './tree/flat-tree';

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

  const nameOf = (id: string): string => targetName(blocks, id, labels);

  return (
    <TreeDrag<MoveAction, never>
      rows={rows}
      texts={texts}
      nameOf={nameOf}
      project={(drop) => dropMove(store.getState().blocks, drop)}
      describe={(drop: TreeDrop) => willGoText(blocks, labels, nameOf(drop.activeId), drop)}
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
