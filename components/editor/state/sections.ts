import { findBlock, placeOf } from '@/components/blocks/block-tree';
import { detachedCopies, SECTION_BLOCK_TYPE, sectionIdOf } from '@/components/blocks/sections';
import type { Block } from '@/lib/schemas/page-content';
import type { LocaleTexts } from '../clipboard/payload';
import type { EditorAction } from './actions';

/** A reusable section as the editor holds it: its name, its draft's blocks in the open locale, their other locales' texts. */
export interface EditorSection {
  id: string;
  name: string;
  blocks: Block[];
  /** The other locales' texts of its blocks, by block id: what Detach gives the copies. */
  otherTexts: Record<string, LocaleTexts>;
}

/** A new reference to a section, placed where a block of the page goes. */
export const sectionReference = (sectionId: string, id: string): Block => ({ _id: id, type: SECTION_BLOCK_TYPE, data: { sectionId } });

/**
 * Detach: the reference `id` replaced, in its place, by independent copies of its section's blocks (new
 * ids), as one action (one undo step); `texts` gives the copies the section's other locales' texts. Null
 * when `id` is no reference to a section the editor knows.
 */
export function detachAction(
  blocks: readonly Block[], id: string, sections: Readonly<Record<string, EditorSection>>, newId: () => string,
): { action: EditorAction; texts: Record<string, LocaleTexts> } | null {
  const reference = findBlock(blocks, id);
  const section = reference && sections[sectionIdOf(reference) ?? ''];
  const place = placeOf(blocks, id);
  if (!section || !place) return null;
  const { blocks: copies, ids } = detachedCopies(section.blocks, newId);
  const texts = Object.fromEntries([...ids].flatMap(([original, copy]) => (section.otherTexts[original] ? [[copy, section.otherTexts[original]]] : [])));
  const inserts = copies.map((copy, index): EditorAction => ({ type: 'insert', block: copy, at: { ...place, index: place.index + index } }));
  return { action: { type: 'batch', actions: [{ type: 'remove', id }, ...inserts] }, texts };
}

/**
 * "Save as section": the page-level block `id` replaced by a reference to the section just made of it,
 * as one action; null for a block inside a layout's column, which stays as it is (a reference goes on
 * the page itself).
 */
export function referenceInPlaceOf(blocks: readonly Block[], id: string, sectionId: string, newId: () => string): EditorAction | null {
  const place = placeOf(blocks, id);
  if (!place || place.parentId !== null) return null;
  return { type: 'batch', actions: [{ type: 'remove', id }, { type: 'insert', block: sectionReference(sectionId, newId()), at: place }] };
}
