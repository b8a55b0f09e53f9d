'use client';

import {
  closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors,
  type Announcements, type DragMoveEvent, type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { createContext, useContext, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { fill } from '../../labels';
import { placeText, refusalText, type NavigationLabels } from './labels';
import { dropEntry, dropSide, type DropTarget } from './navigation-drop';
import { flattenMenu, MENUS, type Menu, type NavigationEntry, type NavigationTrees } from './navigation-tree';
import { placeIn, type MoveOutcome } from './navigation-tree-moves';

/** How far one level is indented, and how far a drag goes sideways to change an entry's level. */
export const INDENT_PX = 24;

/** dnd-kit's ids: an entry is `{menu}:{key}`; a menu's heading (its start) is `{menu}:`. */
export const rowId = (menu: Menu, key: string | null) => `${menu}:${key ?? ''}`;
function targetOf(id: string): { menu: Menu; key: string | null } {
  const colon = id.indexOf(':');
  return { menu: id.slice(0, colon) as Menu, key: id.slice(colon + 1) || null };
}

/** What the row a dragged entry is over shows: a line before or after it, at the level it would land. */
export interface DropMark {
  id: string;
  side: 'before' | 'after';
  level: number;
}
const DropMarkContext = createContext<DropMark | null>(null);
export const useDropMark = () => useContext(DropMarkContext);

/** The rows stay where they are while an entry is dragged; a line shows where it will land. */
const rowsStayInPlace = () => null;

/** Left and right change the level by one step; up and down go from row to row. */
const treeKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  if (event.code === 'ArrowLeft' || event.code === 'ArrowRight') {
    event.preventDefault();
    return { ...args.currentCoordinates, x: args.currentCoordinates.x + (event.code === 'ArrowRight' ? INDENT_PX : -INDENT_PX) };
  }
  return sortableKeyboardCoordinates(event, args);
};

/**
 * A drag near the sidebar's edge scrolls the sidebar, never the page: the sidebar sticks to the window
 * (as in the block outline, outline-drag.tsx).
 */
const sidebarOnly = (element: Element) => element !== document.scrollingElement;

interface Projection {
  target: DropTarget;
  outcome: MoveOutcome | null;
}

interface Props {
  trees: NavigationTrees;
  labels: NavigationLabels;
  onDrop(outcome: MoveOutcome, entry: NavigationEntry, menu: Menu): void;
  children: ReactNode;
}

/**
 * Drag and drop of the two menus, by pointer and by keyboard (Space or Enter on a drag handle, up and
 * down to another row, right and left for the level, Space or Enter to drop, Escape to cancel),
 * following dnd-kit's sortable tree: the menus are one flat list of rows with levels, and the level an
 * entry lands at comes from how far it is dragged sideways. Where it would land, or why it cannot, is
 * shown on the rows and announced; a drop hands the same change the buttons make to the module.
 */
export function NavigationDrag({ trees, labels, onDrop, children }: Props) {
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so that a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: treeKeyboardCoordinates }),
  );
  // dnd-kit numbers its screen-reader texts' ids globally unless given one: the server's and the browser's would differ.
  const id = useId();
  const order = useMemo(() => MENUS.flatMap((menu) => [rowId(menu, null), ...flattenMenu(trees[menu]).map((info) => rowId(menu, info.entry.key))]), [trees]);
  const entries = useMemo(() => new Map(MENUS.flatMap((menu) => flattenMenu(trees[menu]).map((info) => [rowId(menu, info.entry.key), info.entry] as const))), [trees]);
  const [mark, setMark] = useState<DropMark | null>(null);
  const projection = useRef<Projection | null>(null);

  const project = ({ active, over, delta }: DragMoveEvent): Projection | null => {
    const from = targetOf(String(active.id));
    if (!over || !from.key) return null;
    const onto = targetOf(String(over.id));
    const dragged = active.rect.current.translated;
    const side = dragged
      ? dropSide(dragged.top + dragged.height / 2, over.rect.top + over.rect.height / 2, order.indexOf(String(active.id)) < order.indexOf(String(over.id)))
      : 'after';
    const target = { ...onto, side };
    return { target, outcome: dropEntry(trees, from.menu, from.key, target, Math.round(delta.x / INDENT_PX)) };
  };

  const follow = (event: DragMoveEvent) => {
    const next = project(event);
    projection.current = next;
    const outcome = next?.outcome;
    const nextMark = outcome && !('refused' in outcome)
      ? { id: String(event.over!.id), side: next.target.side, level: outcome.place.level }
      : null;
    setMark((current) => (current?.id === nextMark?.id && current?.side === nextMark?.side && current?.level === nextMark?.level ? current : nextMark));
  };

  const announcements = useMemo<Announcements>(() => {
    const nameOf = (dragId: string) => entries.get(dragId)?.title ?? dragId;
    const whereTo = (activeId: string) => {
      const name = nameOf(activeId);
      const current = projection.current;
      if (!current) return fill(labels.notOverPlace, { name });
      const { outcome, target } = current;
      if (outcome && 'refused' in outcome) return refusalText(labels, outcome.refused, name, target.menu);
      if (outcome) return placeText(labels.willGo, labels, name, outcome.place);
      // A place that changes nothing: over itself (as when picked up) there is nothing new to say; elsewhere
      // the entry would stay where it is.
      const from = targetOf(activeId);
      if (rowId(target.menu, target.key) === activeId) return undefined;
      return placeText(labels.willGo, labels, name, placeIn(trees[from.menu], from.menu, from.key!)!);
    };
    return {
      onDragStart: ({ active }) => fill(labels.pickedUp, { name: nameOf(String(active.id)) }),
      onDragMove: ({ active }) => whereTo(String(active.id)),
      onDragOver: ({ active }) => whereTo(String(active.id)),
      // The module announces where the entry went, or why it did not move.
      onDragEnd: () => undefined,
      onDragCancel: ({ active }) => fill(labels.cancelled, { name: nameOf(String(active.id)) }),
    };
  }, [entries, labels, trees]);

  const end = () => {
    projection.current = null;
    setMark(null);
  };

  return (
    <DndContext
      id={id}
      sensors={sensors}
      // Rows are as wide as the module (levels are indented inside them): the nearest is the nearest by height.
      collisionDetection={closestCenter}
      autoScroll={{ canScroll: sidebarOnly }}
      accessibility={{ announcements, screenReaderInstructions: { draggable: labels.dragInstructions } }}
      onDragMove={follow}
      onDragOver={follow}
      onDragEnd={(event) => {
        const dropped = project(event);
        const entry = entries.get(String(event.active.id));
        end();
        if (dropped?.outcome && entry) onDrop(dropped.outcome, entry, dropped.target.menu);
      }}
      onDragCancel={end}
    >
      <SortableContext items={order} strategy={rowsStayInPlace}>
        <DropMarkContext.Provider value={mark}>{children}</DropMarkContext.Provider>
      </SortableContext>
    </DndContext>
  );
}
