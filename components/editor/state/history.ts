import type { Block } from '@/lib/schemas/page-content';
import type { MissingMarks } from './missing-texts';

/** How long typing into one field counts as one undo step. */
export const HISTORY_GROUP_MS = 1000;
/** Undo steps kept; older ones are dropped. */
export const HISTORY_LIMIT = 200;

/** Which blocks were selected: undo and redo bring a step's selection back with its tree. */
export interface SelectionSnapshot {
  selectedId: string | null;
  selectedIds: readonly string[];
}

/**
 * One state of the page: the block tree (snapshots share unchanged branches), what was selected in it and
 * which texts the edited language lacked (a typed or copied text undone is missing again).
 */
export interface HistoryEntry {
  blocks: Block[];
  selection: SelectionSnapshot;
  missing: MissingMarks;
}

/** Undo and redo, recorded in one place. */
export interface History {
  past: HistoryEntry[];
  future: HistoryEntry[];
  /** The group of the last recorded step and when it was last extended, for grouping typing. */
  group: string | null;
  at: number;
}

export const emptyHistory = (): History => ({ past: [], future: [], group: null, at: 0 });

/**
 * Records that the page was `before` until a change: a new undo step, or, when the change continues
 * the last step's group (the same field typed into) within HISTORY_GROUP_MS, part of that step.
 * Any new change clears what could be redone.
 */
export function record(history: History, before: HistoryEntry, group: string | null, at: number): History {
  const continues = group !== null && group === history.group && at - history.at <= HISTORY_GROUP_MS && history.past.length > 0;
  if (continues) return { ...history, future: [], at };
  return { past: [...history.past, before].slice(-HISTORY_LIMIT), future: [], group, at };
}

/** One step back: the page to show and the history after it, or null when there is nothing to undo. */
export function undo(history: History, current: HistoryEntry): { entry: HistoryEntry; history: History } | null {
  const entry = history.past.at(-1);
  if (!entry) return null;
  return { entry, history: { past: history.past.slice(0, -1), future: [current, ...history.future], group: null, at: 0 } };
}

export function redo(history: History, current: HistoryEntry): { entry: HistoryEntry; history: History } | null {
  const [entry, ...future] = history.future;
  if (!entry) return null;
  return { entry, history: { past: [...history.past, current], future, group: null, at: 0 } };
}
