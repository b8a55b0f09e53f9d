import { findBlock, walkBlocks } from '@/components/blocks/block-tree';
import { valueAt } from '@/lib/content/field-paths';
import type { MissingText } from '@/lib/content/locale-texts';
import type { Block } from '@/lib/schemas/page-content';
import type { LocaleTexts } from '../clipboard/payload';
import type { EditorAction } from './actions';

/**
 * The texts the edited language does not have yet, by block id: their fields hold the default language's
 * text (the server resolved them so) and show it on the canvas, marked. Part of the page's state: undo
 * brings marks back with the texts, and each save tells the server which texts stay missing.
 */
export type MissingMarks = Readonly<Record<string, readonly string[]>>;

export const NO_MARKS: MissingMarks = {};

/** The server's list (`DocumentState.missingTexts`) as marks. */
export function marksOf(list: readonly MissingText[]): MissingMarks {
  const marks: Record<string, string[]> = {};
  for (const { blockId, path } of list) (marks[blockId] ??= []).push(path);
  return marks;
}

/** The marks of the blocks on the page, in the page's order: what a save sends and the lists show. */
export function marksList(marks: MissingMarks, blocks: readonly Block[]): MissingText[] {
  if (Object.keys(marks).length === 0) return [];
  return [...walkBlocks(blocks)].flatMap(({ block }) => (marks[block._id] ?? []).map((path) => ({ blockId: block._id, path })));
}

/** The texts an action makes the edited language's own whatever their value: what "Copy from …" copied. */
function adopted(action: EditorAction): { id: string; path: string }[] {
  if (action.type === 'set-texts') return action.texts;
  return action.type === 'batch' ? action.actions.flatMap(adopted) : [];
}

/**
 * The marks after a change from `before` to `after`: a text typed into (its value changed) or copied from
 * the default language is this language's own now; the marks of blocks the change did not touch stay.
 */
export function settleMarks(marks: MissingMarks, before: readonly Block[], after: readonly Block[], action: EditorAction): MissingMarks {
  if (Object.keys(marks).length === 0) return marks;
  const own = new Set(adopted(action).map(({ id, path }) => `${id} ${path}`));
  let changed = false;
  const next: Record<string, readonly string[]> = {};
  for (const [id, paths] of Object.entries(marks)) {
    const old = findBlock(before, id);
    const now = findBlock(after, id);
    const kept = !now || now === old ? paths
      : paths.filter((path) => !own.has(`${id} ${path}`) && valueAt(old?.data, path) === valueAt(now.data, path));
    if (kept.length !== paths.length) changed = true;
    if (kept.length > 0) next[id] = kept;
  }
  return changed ? next : marks;
}

/** The default language's text of a block's field, as the page's start brought it (undefined: it has none). */
export function defaultText(otherTexts: Readonly<Record<string, LocaleTexts>>, defaultLocale: string, blockId: string, path: string): unknown {
  return otherTexts[blockId]?.[defaultLocale]?.[path];
}

/** How a text field of the edited language stands against the default language's. */
export type TextStanding = 'missing' | 'differs' | 'same';

export function textStanding(
  block: Block, path: string, marks: MissingMarks, otherTexts: Readonly<Record<string, LocaleTexts>>, defaultLocale: string,
): TextStanding {
  if (marks[block._id]?.includes(path)) return 'missing';
  const original = defaultText(otherTexts, defaultLocale, block._id, path);
  return original !== undefined && original !== valueAt(block.data, path) ? 'differs' : 'same';
}

/**
 * "Copy from English": the default language's texts of `targets` put into the edited language's fields,
 * one step. A missing text keeps the value it shows and becomes the language's own; a text without a
 * default one (a block added in this language) is left alone. Null when there is nothing to copy.
 */
export function copyFromDefault(
  blocks: readonly Block[], targets: readonly MissingText[], otherTexts: Readonly<Record<string, LocaleTexts>>, defaultLocale: string,
): EditorAction | null {
  const texts = targets.flatMap(({ blockId, path }) => {
    const value = defaultText(otherTexts, defaultLocale, blockId, path);
    return value !== undefined && findBlock(blocks, blockId) ? [{ id: blockId, path, value }] : [];
  });
  return texts.length > 0 ? { type: 'set-texts', texts } : null;
}
