import { withValueAt } from '@/lib/content/field-paths';
import type { Block } from '@/lib/schemas/page-content';
import type { ShopType } from '@/lib/schemas/shop-type';
import { insertBlock, mapBlock, moveBlock, placeOf, removeBlock, setColumnCount, TreeError, type BlockPlace } from '@/components/blocks/block-tree';

/**
 * Every change an owner makes to a page's blocks, as data. The reducer below is pure and total over
 * valid actions (a refused one throws TreeError and changes nothing), so sequences of actions replay
 * in tests exactly as the editor applied them. Ids of new blocks come in the action, never from here.
 */
export type EditorAction =
  | { type: 'insert'; block: Block; at: BlockPlace }
  | { type: 'move'; id: string; to: BlockPlace }
  /** `typing`: a keystroke in a text field, which merges into the undo step of the keystrokes before it. */
  | { type: 'update'; id: string; data?: Record<string, unknown>; settings?: Record<string, unknown>; typing?: boolean }
  | { type: 'remove'; id: string }
  /** `copy` is the block's copy with fresh ids (copyBlock); it goes right after the original. */
  | { type: 'duplicate'; id: string; copy: Block }
  /** Layouts: a column more (at the end) or one less (its blocks go to the column before it). */
  | { type: 'set-columns'; id: string; count: number }
  /**
   * Texts put into fields at once (`path` as in a block type's text fields, `images.2.alt`): "Copy from
   * English" per field and per page. The edited language holds them as its own from then on.
   */
  | { type: 'set-texts'; texts: { id: string; path: string; value: unknown }[] }
  /** The whole page at once: a reload after a conflict, a restored revision. */
  | { type: 'replace'; blocks: Block[] }
  /**
   * Several changes as one (a multi-selection deleted, moved, hidden; blocks pasted): applied in order,
   * each to the tree the one before it made, refused whole when one is refused, undone in one step.
   */
  | { type: 'batch'; actions: EditorAction[] };

/** A block moved to another place: what the buttons, the keyboard and every drag dispatch. */
export type MoveAction = Extract<EditorAction, { type: 'move' }>;

/** Applies an action to the page of a shop of `shopType`, which decides the block types it may add. */
export function applyAction(blocks: readonly Block[], action: EditorAction, shopType: ShopType): Block[] {
  switch (action.type) {
    case 'insert': return insertBlock(blocks, action.block, action.at, shopType);
    case 'move': return moveBlock(blocks, action.id, action.to);
    case 'update': return mapBlock(blocks, action.id, (block) => ({
      ...block,
      ...(action.data ? { data: { ...block.data, ...action.data } } : {}),
      ...(action.settings ? { settings: { ...block.settings, ...action.settings } } : {}),
    }));
    case 'remove': return removeBlock(blocks, action.id).blocks;
    case 'duplicate': {
      const place = placeOf(blocks, action.id);
      if (!place) throw new TreeError('unknown-block');
      return insertBlock(blocks, action.copy, { ...place, index: place.index + 1 }, shopType);
    }
    case 'set-columns': return setColumnCount(blocks, action.id, action.count);
    case 'set-texts': return action.texts.reduce(
      (tree, { id, path, value }) => mapBlock(tree, id, (block) => ({ ...block, data: withValueAt(block.data, path, value) })), blocks as Block[],
    );
    case 'replace': return action.blocks;
    case 'batch': {
      let tree = blocks as Block[];
      for (const step of action.actions) tree = applyAction(tree, step, shopType);
      return tree;
    }
  }
}

/**
 * Actions that may merge into the undo step before them: typing into one field of one block. A click
 * (a toggle, a checkbox) is a step of its own, however quickly the next one follows.
 */
/** The blocks an action adds (inserted, duplicated, pasted): what the editor selects after it. */
export function addedIds(action: EditorAction): string[] {
  if (action.type === 'insert') return [action.block._id];
  if (action.type === 'duplicate') return [action.copy._id];
  return action.type === 'batch' ? action.actions.flatMap(addedIds) : [];
}

export function historyGroupOf(action: EditorAction): string | null {
  if (action.type !== 'update' || !action.typing) return null;
  const fields = [...Object.keys(action.data ?? {}), ...Object.keys(action.settings ?? {}).map((k) => `settings.${k}`)];
  return fields.length === 1 ? `${action.id}:${fields[0]}` : null;
}
