'use client';

import {
  DndContext, getClientRect, KeyboardSensor, PointerSensor, useSensor, useSensors,
  type Announcements, type MeasuringConfiguration, type CollisionDetection, type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useId, useMemo, type ReactNode } from 'react';
import { blockName } from './block-names';
import { columnOfTarget, dropMove, dropSide, outlineOrder } from './block-moves';
import { useEditor, useEditorStore } from './editor-store-context';
import { fill, type WorkbenchLabels } from './labels';
import { findBlock } from './state/block-tree';

/** The rows stay where they are while a block is dragged; a line shows where it will land (outline.tsx). */
const rowsStayInPlace = () => null;

/**
 * The outline is one column of rows of different widths (columns are indented): the target is the row
 * whose middle is nearest, by height alone, to the dragged row's middle, as the pointer or the keyboard
 * moves it.
 */
const nearestRow: CollisionDetection = ({ droppableContainers, droppableRects, collisionRect }) => {
  const y = collisionRect.top + collisionRect.height / 2;
  return droppableContainers
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      return rect ? [{ id: container.id, data: { droppableContainer: container, value: Math.abs(y - (rect.top + rect.height / 2)) } }] : [];
    })
    .sort((a, b) => a.data.value - b.data.value);
};

/**
 * Rows are measured as they lie: only the dragged one is ever transformed, and it is measured apart,
 * so reading each row's computed transform (dnd-kit's default) is work for nothing at pick-up.
 */
const MEASURE_AS_LAID_OUT: MeasuringConfiguration = { droppable: { measure: (element) => getClientRect(element, { ignoreTransform: true }) } };

/**
 * A drag near the sidebar's edge scrolls the sidebar, never the page: the sidebar sticks to the window,
 * so scrolling the page would move the rows under the dragged block for nothing.
 */
const sidebarOnly = (element: Element) => element !== document.scrollingElement;

/**
 * Drag and drop in the outline, by pointer and by keyboard (Space or Enter on a drag handle, the arrow
 * keys, Space or Enter to drop, Escape to cancel), announced to screen readers in the editor's language.
 * A drop only dispatches the move the buttons also dispatch; the tree refuses what it cannot hold.
 */
export function OutlineDrag({ labels, children }: { labels: WorkbenchLabels; children: ReactNode }) {
  const store = useEditorStore();
  const blocks = useEditor((s) => s.blocks);
  const order = useMemo(() => outlineOrder(blocks), [blocks]);
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so that a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const { moves } = labels;
  // dnd-kit numbers its screen-reader texts' ids globally unless given one: the server's and the
  // browser's would differ.
  const id = useId();

  const announcements = useMemo<Announcements>(() => {
    const nameOf = (target: UniqueIdentifier): string => {
      const column = columnOfTarget(String(target));
      if (column) {
        const layout = findBlock(blocks, column.layoutId);
        return fill(moves.columnIn, { number: column.column + 1, layout: layout ? blockName(layout, labels) : '' });
      }
      const block = findBlock(blocks, String(target));
      return block ? blockName(block, labels) : String(target);
    };
    const SIDE_TEXT = { before: moves.willGoBefore, after: moves.willGoAfter, into: moves.willGoInto };
    return {
      onDragStart: ({ active }) => fill(moves.pickedUp, { name: nameOf(active.id) }),
      onDragOver: ({ active, over }) => {
        if (!over) return fill(moves.notOverTarget, { name: nameOf(active.id) });
        if (over.id === active.id) return undefined;
        const side = dropSide(order, String(active.id), String(over.id));
        return fill(SIDE_TEXT[side], { name: nameOf(active.id), target: nameOf(over.id) });
      },
      onDragEnd: ({ active }) => fill(moves.dropped, { name: nameOf(active.id) }),
      onDragCancel: ({ active }) => fill(moves.cancelled, { name: nameOf(active.id) }),
    };
  }, [blocks, order, labels, moves]);

  return (
    <DndContext
      id={id}
      sensors={sensors}
      collisionDetection={nearestRow}
      measuring={MEASURE_AS_LAID_OUT}
      autoScroll={{ canScroll: sidebarOnly }}
      accessibility={{ announcements, screenReaderInstructions: { draggable: moves.dragInstructions } }}
      onDragEnd={({ active: dragged, over }) => {
        if (!over) return;
        const action = dropMove(store.getState().blocks, String(dragged.id), String(over.id));
        if (action) store.getState().dispatch(action);
      }}
    >
      <SortableContext items={order} strategy={rowsStayInPlace}>{children}</SortableContext>
    </DndContext>
  );
}
