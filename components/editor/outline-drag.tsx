'use client';

import {
  DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors,
  type Announcements, type DragMoveEvent, type DragStartEvent, type KeyboardCoordinateGetter, type UniqueIdentifier,
} from '@dnd-kit/core';
import { createContext, useCallback, useContext, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { blockName } from './block-names';
import { columnOfTarget, dropMove, dropSide, type DropSide } from './block-moves';
import { useEditor, useEditorStore } from './editor-store-context';
import { fill, type WorkbenchLabels } from './labels';
import { measureTargets, nearestTarget, stepTarget, topOnto, type OutlineTarget } from './outline-targets';
import { findBlock } from '@/components/blocks/block-tree';

/** Where a dragged block would land, as the rows show it: none while nothing is dragged or it is over itself. */
interface DropState {
  targetId: string | null;
  side: DropSide | undefined;
}
const NO_DROP: DropState = { targetId: null, side: undefined };

/** A drag under way: the outline's targets as they lay at pick-up, and the last target announced. */
interface DragSession {
  activeId: string;
  /** The targets' ids, top to bottom: the outline's order, which tells before from after. */
  order: string[];
  targets: OutlineTarget[];
  announcedId: string;
}

interface DropTargets {
  /** Each target's element (a row's head, a column's name), kept by its ref: read once at pick-up. */
  elements: Map<string, HTMLElement>;
  drop: StoreApi<DropState>;
}
const DropTargetsContext = createContext<DropTargets | null>(null);

/**
 * A drop target of the outline: the ref for its element and where a dragged block would land on it.
 * Only the rows whose mark changes re-render as a block is dragged.
 */
export function useDropTarget(id: string): { ref: (element: HTMLElement | null) => void; drop: DropSide | undefined } {
  const targets = useContext(DropTargetsContext);
  if (!targets) throw new Error('useDropTarget outside the outline');
  const ref = useCallback((element: HTMLElement | null) => {
    if (element) targets.elements.set(id, element);
    else targets.elements.delete(id);
  }, [targets, id]);
  const drop = useStore(targets.drop, (state) => (state.targetId === id ? state.side : undefined));
  return { ref, drop };
}

const ARROWS = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'];

/**
 * A drag near the sidebar's edge scrolls the sidebar, never the page: the sidebar sticks to the window,
 * so scrolling the page would move the rows under the dragged block for nothing.
 */
const sidebarOnly = (element: Element) => element !== document.scrollingElement;

/**
 * Drag and drop in the outline, by pointer and by keyboard (Space or Enter on a drag handle, the arrow
 * keys, Space or Enter to drop, Escape to cancel), announced to screen readers in the editor's language.
 * A drop only dispatches the move the buttons also dispatch; the tree refuses what it cannot hold.
 *
 * The rows are dnd-kit draggables but not its droppables: dnd-kit measures every droppable at pick-up,
 * twice, walking each one's ancestors' computed styles, which on a 200-block page was most of the
 * pick-up's time. The outline reads its targets' boxes itself, once, and follows the dragged row's
 * middle to the nearest (outline-targets.ts); the rows stay in place and a line shows where it lands.
 */
export function OutlineDrag({ labels, children }: { labels: WorkbenchLabels; children: ReactNode }) {
  const store = useEditorStore();
  const blocks = useEditor((s) => s.blocks);
  const [targets] = useState<DropTargets>(() => ({ elements: new Map(), drop: createStore<DropState>(() => NO_DROP) }));
  // Targets are measured from the outline's top, which moves as one when the sidebar scrolls.
  const outline = useRef<HTMLDivElement>(null);
  const session = useRef<DragSession | null>(null);
  const outlineTop = () => outline.current?.getBoundingClientRect().top ?? 0;

  // Up and down go to the next target, its middle onto the dragged row's; the other arrows do nothing.
  const keyboardCoordinates = useCallback<KeyboardCoordinateGetter>((event, { context, currentCoordinates }) => {
    const drag = session.current;
    if (!drag || !ARROWS.includes(event.code)) return undefined;
    event.preventDefault();
    const direction = event.code === 'ArrowDown' ? 1 : event.code === 'ArrowUp' ? -1 : 0;
    const target = direction && context.collisionRect
      ? stepTarget(drag.targets, targets.drop.getState().targetId ?? drag.activeId, direction) : null;
    return target && context.collisionRect
      ? { x: currentCoordinates.x, y: outlineTop() + topOnto(target, context.collisionRect.height) } : undefined;
  }, [targets]);

  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so that a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates }),
  );
  const { moves } = labels;
  // dnd-kit numbers its screen-reader texts' ids globally unless given one: the server's and the
  // browser's would differ.
  const id = useId();

  const onDragStart = ({ active }: DragStartEvent) => {
    const activeId = String(active.id);
    const top = outlineTop();
    const current = store.getState().blocks;
    const measured = measureTargets(current, activeId, (targetId) => {
      const box = targets.elements.get(targetId)?.getBoundingClientRect();
      return box ? { top: box.top - top, height: box.height } : null;
    });
    session.current = { activeId, order: measured.map((target) => target.id), targets: measured, announcedId: activeId };
    targets.drop.setState({ targetId: activeId, side: undefined });
  };

  const onDragMove = ({ active }: DragMoveEvent) => {
    const drag = session.current;
    const rect = active.rect.current.translated;
    if (!drag || !rect) return;
    const targetId = nearestTarget(drag.targets, rect.top + rect.height / 2 - outlineTop())?.id ?? drag.activeId;
    if (targetId === targets.drop.getState().targetId) return;
    targets.drop.setState({ targetId, side: targetId === drag.activeId ? undefined : dropSide(drag.order, drag.activeId, targetId) });
  };

  /** The drop the drag ended on, and the outline back to no drag. */
  const endDrag = (): { activeId: string; targetId: string | null } | null => {
    const drag = session.current;
    const { targetId } = targets.drop.getState();
    session.current = null;
    targets.drop.setState(NO_DROP);
    return drag && { activeId: drag.activeId, targetId };
  };

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
      // dnd-kit calls this after the outline's own onDragMove: each new target is told once; back over
      // itself, nothing new is.
      onDragMove: ({ active }) => {
        const drag = session.current;
        const { targetId, side } = targets.drop.getState();
        if (!drag || !targetId || targetId === drag.announcedId) return undefined;
        drag.announcedId = targetId;
        return side && fill(SIDE_TEXT[side], { name: nameOf(active.id), target: nameOf(targetId) });
      },
      // The rows are no droppables of dnd-kit's, so it never reports one.
      onDragOver: () => undefined,
      onDragEnd: ({ active }) => fill(moves.dropped, { name: nameOf(active.id) }),
      onDragCancel: ({ active }) => fill(moves.cancelled, { name: nameOf(active.id) }),
    };
  }, [blocks, labels, moves, targets]);

  return (
    <DndContext
      id={id}
      sensors={sensors}
      autoScroll={{ canScroll: sidebarOnly }}
      accessibility={{ announcements, screenReaderInstructions: { draggable: moves.dragInstructions } }}
      onDragStart={onDragStart}
      onDragMove={onDragMove}
      onDragCancel={endDrag}
      onDragEnd={() => {
        const drop = endDrag();
        if (!drop?.targetId) return;
        const action = dropMove(store.getState().blocks, drop.activeId, drop.targetId);
        if (action) store.getState().dispatch(action);
      }}
    >
      <DropTargetsContext.Provider value={targets}>
        <div ref={outline}>{children}</div>
      </DropTargetsContext.Provider>
    </DndContext>
  );
}
