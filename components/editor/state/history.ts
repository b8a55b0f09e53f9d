import type { Block } from '@/lib/schemas/page-content';

/** How long typing into one field counts as one undo step. */
export const HISTORY_GROUP_MS = 1000;
/** Undo steps kept; older ones are dropped. */
export const HISTORY_LIMIT = 200;

/** Undo and redo, recorded in one place: snapshots of the block tree (they share unchanged branches). */
export interface History {
  past: Block[][];
  future: Block[][];
  /** The group of the last recorded step and when it was last extended, for grouping typing. */
  group: string | null;
  at: number;
}

export const emptyHistory = (): History => ({ past: [], future: [], group: null, at: 0 });

/**
 * Records that the tree was `before` until a change: a new undo step, or, when the change continues
 * the last step's group (the same field typed into) within HISTORY_GROUP_MS, part of that step.
 * Any new change clears what could be redone.
 */
export function record(history: History, before: Block[], group: string | null, at: number): History {
  const continues = group !== null && group === history.group && at - history.at <= HISTORY_GROUP_MS && history.past.length > 0;
  if (continues) return { ...history, future: [], at };
  return { past: [...history.past, before].slice(-HISTORY_LIMIT), future: [], group, at };
}

/** One step back: the tree to show and the history after it, or null when there is nothing to undo. */
export function undo(history: History, current: Block[]): { blocks: Block[]; history: History } | null {
  const blocks = history.past.at(-1);
  if (!blocks) return null;
  return { blocks, history: { past: history.past.slice(0, -1), future: [current, ...history.future], group: null, at: 0 } };
}

export function redo(history: History, current: Block[]): { blocks: Block[]; history: History } | null {
  const [blocks, ...future] = history.future;
  if (!blocks) return null;
  return { blocks, history: { past: [...history.past, current], future, group: null, at: 0 } };
}
