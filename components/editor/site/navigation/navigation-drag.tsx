'use client';

import { useMemo, type ReactNode } from 'react';
import type { TreeDragTexts } from '../../tree/announcements';
import { TreeDrag } from '../../tree/tree-drag';
import { placeText, refusalText, type NavigationLabels } from './labels';
import { dropEntry, menuRows, rowId, rowTarget } from './navigation-drop';
import { flattenMenu, MENUS, type Menu, type NavigationEntry } from './navigation-tree';
import { placeIn, type MenuChange, type MoveOutcome, type MoveRefusal } from './navigation-tree-moves';
import type { NavigationTrees } from './navigation-tree';

/** How far one level is indented, and how far a drag goes sideways to change an entry's level. */
export const INDENT_PX = 24;

interface Props {
  trees: NavigationTrees;
  labels: NavigationLabels;
  onDrop(outcome: MoveOutcome, entry: NavigationEntry, menu: Menu): void;
  children: ReactNode;
}

/**
 * Drag and drop of the two menus, on the editor's one drag layer (tree/tree-drag.tsx): up and down
 * from row to row, sideways (or right and left) for the level. Where an entry would land, or why it
 * cannot, is shown on the rows and told as its menu, level and position; a drop hands the same change
 * the buttons make to the module, which says where the entry went.
 */
export function NavigationDrag({ trees, labels, onDrop, children }: Props) {
  const rows = useMemo(() => menuRows(trees), [trees]);
  const entries = useMemo(() => new Map(MENUS.flatMap((menu) => flattenMenu(trees[menu]).map((info) => [rowId(menu, info.entry.key), info.entry] as const))), [trees]);
  const texts = useMemo<TreeDragTexts>(() => ({
    instructions: labels.dragInstructions, pickedUp: labels.pickedUp, notOverPlace: labels.notOverPlace, cancelled: labels.cancelled,
  }), [labels]);
  const nameOf = (id: string) => entries.get(id)?.title ?? id;

  return (
    <TreeDrag<MenuChange, MoveRefusal>
      rows={rows}
      indentPx={INDENT_PX}
      texts={texts}
      nameOf={nameOf}
      project={(drop) => {
        const outcome = dropEntry(trees, drop);
        return outcome && ('refused' in outcome ? outcome : { move: outcome, depth: outcome.place.level - 1 });
      }}
      describe={(drop, outcome) => {
        // A place that changes nothing, away from the entry itself: it stays where it is.
        const from = rowTarget(drop.activeId);
        const place = outcome ? outcome.move.place : placeIn(trees[from.menu], from.menu, from.key!);
        return place ? placeText(labels.willGo, labels, nameOf(drop.activeId), place) : undefined;
      }}
      refusalText={(reason, drop) => refusalText(labels, reason, nameOf(drop.activeId), rowTarget(drop.overId).menu)}
      onDrop={(outcome, drop) => {
        const entry = entries.get(drop.activeId);
        if (entry) onDrop('move' in outcome ? outcome.move : outcome, entry, rowTarget(drop.overId).menu);
      }}
    >
      {children}
    </TreeDrag>
  );
}
