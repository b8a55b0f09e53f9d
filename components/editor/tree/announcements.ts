import type { TreeDrop } from './flat-tree';

/** What a drop would do in a tree's own domain: its move (and the depth it lands at), a refusal, or null for nothing. */
export type DropOutcome<Move, Refusal> = { move: Move; depth: number } | { refused: Refusal } | null;

/**
 * The texts a drag speaks, in the owner's language; templates carry {name}. Where an item will go,
 * and why it cannot, each tree says in its own words (TreeDrag's `describe` and `refusalText`).
 */
export interface TreeDragTexts {
  /** Read once by screen readers when a drag handle is focused. */
  instructions: string;
  pickedUp: string;
  notOverPlace: string;
  cancelled: string;
  /** Said on a drop; absent where the tree says itself what the drop did. */
  dropped?: string;
}

/** Which text a moment of a drag is told with (the key), and what fills it. */
export type TreeAnnouncement<Move, Refusal> =
  | { key: 'pickedUp' | 'notOverPlace' | 'dropped' | 'cancelled' }
  | { key: 'willGo'; drop: TreeDrop; outcome: { move: Move; depth: number } | null }
  | { key: 'refused'; drop: TreeDrop; reason: Refusal };

/**
 * What to say while an item is dragged: not over a place; why it cannot go there; or where it will go
 * (a place that changes nothing, over the item itself, says nothing new: the item is where it was picked up).
 */
export function overAnnouncement<Move, Refusal>(
  drop: TreeDrop | null, outcome: DropOutcome<Move, Refusal>,
): TreeAnnouncement<Move, Refusal> | null {
  if (!drop) return { key: 'notOverPlace' };
  if (outcome && 'refused' in outcome) return { key: 'refused', drop, reason: outcome.refused };
  if (!outcome && drop.overId === drop.activeId) return null;
  return { key: 'willGo', drop, outcome };
}

/** Whether two moments of a drag would be told alike: each change is told once. */
export function sameAnnouncement<Move, Refusal>(a: TreeAnnouncement<Move, Refusal> | null, b: TreeAnnouncement<Move, Refusal> | null): boolean {
  if (!a || !b || a.key !== b.key) return a === b;
  if (a.key === 'refused' && b.key === 'refused') return a.reason === b.reason && a.drop.overId === b.drop.overId && a.drop.side === b.drop.side;
  if (a.key === 'willGo' && b.key === 'willGo') {
    return a.drop.overId === b.drop.overId && a.drop.side === b.drop.side && a.outcome?.depth === b.outcome?.depth && !a.outcome === !b.outcome;
  }
  return true;
}

