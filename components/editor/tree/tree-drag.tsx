'use client';

import {
  DndContext, KeyboardSensor, PointerSensor, useDraggable, useSensor, useSensors,
  type Announcements, type DragMoveEvent, type DragStartEvent, type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { createContext, useCallback, useContext, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { fill } from '../labels';
import { overAnnouncement, sameAnnouncement, type DropOutcome, type TreeAnnouncement, type TreeDragTexts } from './announcements';
import { measureTargets, nearestTarget, stepTarget, topOnto, type DragTarget } from './drag-targets';
import { dropSide, type DropSide, type TreeDrop, type TreeRow } from './flat-tree';

/** What a row shows while an item is dragged over it: a line before or after it (or under a start row), at the depth the item lands. */
export interface DropMark {
  side: DropSide;
  depth: number;
}

interface MarkState {
  targetId: string | null;
  mark: DropMark | undefined;
}
const NO_MARK: MarkState = { targetId: null, mark: undefined };

interface DropTargets {
  /** Each row's element, kept by its ref: read once at pick-up. */
  elements: Map<string, HTMLElement>;
  marks: StoreApi<MarkState>;
}
const DropTargetsContext = createContext<DropTargets | null>(null);

/**
 * A row items are dropped on: the ref for its element and the mark a dragged item over it shows.
 * Only the rows whose mark changes re-render as an item is dragged.
 */
export function useTreeDropTarget(id: string): { ref: (element: HTMLElement | null) => void; drop: DropMark | undefined } {
  const targets = useContext(DropTargetsContext);
  if (!targets) throw new Error('useTreeDropTarget outside a TreeDrag');
  const ref = useCallback((element: HTMLElement | null) => {
    if (element) targets.elements.set(id, element);
    else targets.elements.delete(id);
  }, [targets, id]);
  const drop = useStore(targets.marks, (state) => (state.targetId === id ? state.mark : undefined));
  return { ref, drop };
}

/**
 * A row that can be dragged by its handle. The dragged row follows the pointer (`transform`); the
 * others stay in place and a line shows where it lands. `handle` goes on the drag handle, a button:
 * dnd-kit's role description ("draggable") is English, and a button stays a button.
 */
export function useTreeDraggable(id: string) {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, isDragging } = useDraggable({ id });
  return {
    setNodeRef,
    setActivatorNodeRef,
    isDragging,
    transform: isDragging ? CSS.Translate.toString(transform) : undefined,
    handle: { ...attributes, ...listeners, 'aria-roledescription': undefined },
  };
}

const ARROWS = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'];
/** A few pixels of travel before a drag starts, so that a click on the handle stays a click. */
const POINTER_OPTIONS = { activationConstraint: { distance: 4 } };

/**
 * A drag near the sidebar's edge scrolls the sidebar, never the page: the sidebar sticks to the window,
 * so scrolling the page would move the rows under the dragged item for nothing.
 */
const sidebarOnly = (element: Element) => element !== document.scrollingElement;

/** A drag under way: the rows and their targets as they lay at pick-up, where it is and what was last said. */
interface DragSession<Move, Refusal> {
  activeId: string;
  rows: readonly TreeRow[];
  targets: DragTarget[];
  drop: TreeDrop | null;
  outcome: DropOutcome<Move, Refusal>;
  told: TreeAnnouncement<Move, Refusal> | null;
}

export interface TreeDragProps<Move, Refusal> {
  /** The tree's rows in the order shown (flattenTree): the drag handles' ids and the drop targets' are these rows' ids. */
  rows: readonly TreeRow[];
  /** How far a sideways drag (or a left or right arrow) goes to change the depth by one; without it, an item lands at its target's depth. */
  indentPx?: number;
  texts: TreeDragTexts;
  nameOf(id: string): string;
  /** The tree's own move for a drop (pure): a move, a refusal, or null where nothing changes. */
  project(drop: TreeDrop): DropOutcome<Move, Refusal>;
  /** Where the item will go, in the tree's words; `outcome` null: it stays where it is. */
  describe(drop: TreeDrop, outcome: { move: Move; depth: number } | null): string | undefined;
  refusalText(reason: Refusal, drop: TreeDrop): string;
  /** A drop's move or refusal; the tree dispatches or tells it. */
  onDrop(outcome: NonNullable<DropOutcome<Move, Refusal>>, drop: TreeDrop): void;
  children: ReactNode;
}

/**
 * The editor's one drag layer, for the block outline and the navigation's menus: by pointer and by
 * keyboard (Space or Enter on a drag handle; up and down from row to row; left and right a level out or
 * in where the tree has levels; Space or Enter to drop; Escape to cancel), announced to screen readers
 * in the editor's language. A drop only hands the tree's own move to the tree.
 *
 * The rows are dnd-kit draggables but not its droppables: dnd-kit measures every droppable at pick-up,
 * twice, walking each one's ancestors' computed styles, which on a 200-block page was most of the
 * pick-up's time. The layer reads its rows' boxes itself, once, and follows the dragged row's middle
 * to the nearest (drag-targets.ts); where it lands comes from the rows (flat-tree.ts) and the tree.
 */
export function TreeDrag<Move, Refusal>(props: TreeDragProps<Move, Refusal>) {
  const { texts, indentPx, children } = props;
  // The newest props, for dnd-kit's handlers, which it keeps from the render a drag started in.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const [targets] = useState<DropTargets>(() => ({ elements: new Map(), marks: createStore<MarkState>(() => NO_MARK) }));
  // Rows are measured from the tree's top, which moves as one when the sidebar scrolls.
  const tree = useRef<HTMLDivElement>(null);
  const session = useRef<DragSession<Move, Refusal> | null>(null);
  const treeTop = () => tree.current?.getBoundingClientRect().top ?? 0;

  // Up and down go to the next row, its middle onto the dragged row's; left and right a level out or in.
  const keyboardCoordinates = useCallback<KeyboardCoordinateGetter>((event, { context, currentCoordinates }) => {
    const drag = session.current;
    if (!drag || !ARROWS.includes(event.code)) return undefined;
    event.preventDefault();
    if (event.code === 'ArrowLeft' || event.code === 'ArrowRight') {
      return indentPx ? { ...currentCoordinates, x: currentCoordinates.x + (event.code === 'ArrowRight' ? indentPx : -indentPx) } : undefined;
    }
    const target = stepTarget(drag.targets, drag.drop?.overId ?? drag.activeId, event.code === 'ArrowDown' ? 1 : -1);
    return target && context.collisionRect
      ? { x: currentCoordinates.x, y: treeTop() + topOnto(target, context.collisionRect.height) } : undefined;
  }, [indentPx]);

  // The sensors' options keep their identity between renders: dnd-kit makes new activators from new
  // options, and new activators render every row of the tree again (on a 200-block page, at every key
  // typed into a block's field).
  const keyboardOptions = useMemo(() => ({ coordinateGetter: keyboardCoordinates }), [keyboardCoordinates]);
  const sensors = useSensors(
    useSensor(PointerSensor, POINTER_OPTIONS),
    useSensor(KeyboardSensor, keyboardOptions),
  );
  // dnd-kit numbers its screen-reader texts' ids globally unless given one: the server's and the browser's would differ.
  const id = useId();

  const onDragStart = ({ active }: DragStartEvent) => {
    const activeId = String(active.id);
    const top = treeTop();
    const { rows } = latest.current;
    const measured = measureTargets(rows, activeId, (targetId) => {
      const box = targets.elements.get(targetId)?.getBoundingClientRect();
      return box ? { top: box.top - top, height: box.height } : null;
    });
    session.current = { activeId, rows, targets: measured, drop: null, outcome: null, told: null };
    targets.marks.setState(NO_MARK);
  };

  const onDragMove = ({ active, delta }: DragMoveEvent) => {
    const drag = session.current;
    const rect = active.rect.current.translated;
    if (!drag || !rect) return;
    const overId = nearestTarget(drag.targets, rect.top + rect.height / 2 - treeTop())?.id ?? drag.activeId;
    const depthShift = indentPx ? Math.round(delta.x / indentPx) : 0;
    const side = overId === drag.activeId ? 'before' : dropSide(drag.rows, drag.activeId, overId);
    const last = drag.drop;
    if (last && last.overId === overId && last.side === side && last.depthShift === depthShift) return;
    const drop: TreeDrop = { activeId: drag.activeId, overId, side, depthShift };
    const outcome = latest.current.project(drop);
    drag.drop = drop;
    drag.outcome = outcome;
    const mark = outcome && 'move' in outcome ? { side, depth: outcome.depth } : undefined;
    const shown = targets.marks.getState();
    if (shown.targetId !== (mark ? overId : null) || shown.mark?.side !== mark?.side || shown.mark?.depth !== mark?.depth) {
      targets.marks.setState(mark ? { targetId: overId, mark } : NO_MARK);
    }
  };

  const endDrag = () => {
    const drag = session.current;
    session.current = null;
    targets.marks.setState(NO_MARK);
    return drag;
  };

  const announcements = useMemo<Announcements>(() => {
    const nameOf = (itemId: string | number) => latest.current.nameOf(String(itemId));
    const say = (announcement: TreeAnnouncement<Move, Refusal>, name: string): string | undefined => {
      switch (announcement.key) {
        case 'willGo': return latest.current.describe(announcement.drop, announcement.outcome);
        case 'refused': return latest.current.refusalText(announcement.reason, announcement.drop);
        default: {
          const template = texts[announcement.key];
          return template === undefined ? undefined : fill(template, { name });
        }
      }
    };
    return {
      onDragStart: ({ active }) => say({ key: 'pickedUp' }, nameOf(active.id)),
      // dnd-kit calls this after the layer's own onDragMove: each change is told once.
      onDragMove: ({ active }) => {
        const drag = session.current;
        if (!drag) return undefined;
        const next = overAnnouncement(drag.drop, drag.outcome);
        if (sameAnnouncement(next, drag.told)) return undefined;
        drag.told = next;
        return next ? say(next, nameOf(active.id)) : undefined;
      },
      // The rows are no droppables of dnd-kit's, so it never reports one.
      onDragOver: () => undefined,
      onDragEnd: ({ active }) => say({ key: 'dropped' }, nameOf(active.id)),
      onDragCancel: ({ active }) => say({ key: 'cancelled' }, nameOf(active.id)),
    };
  }, [texts]);

  return (
    <DndContext
      id={id}
      sensors={sensors}
      autoScroll={{ canScroll: sidebarOnly }}
      accessibility={{ announcements, screenReaderInstructions: { draggable: texts.instructions } }}
      onDragStart={onDragStart}
      onDragMove={onDragMove}
      onDragCancel={endDrag}
      onDragEnd={() => {
        const drop = endDrag()?.drop;
        if (!drop) return;
        // Projected anew from the tree as it is now, which the drop changes.
        const outcome = latest.current.project(drop);
        if (outcome) latest.current.onDrop(outcome, drop);
      }}
    >
      <DropTargetsContext.Provider value={targets}>
        <div ref={tree}>{children}</div>
      </DropTargetsContext.Provider>
    </DndContext>
  );
}
