import { BREAKPOINTS, hiddenOnOf } from '@/lib/schemas/block-visibility';
import { missingTexts } from './locale-texts';
import type { StoredBlock } from './stored-content';

/** How much of the default language's text a missing text shows: enough to recognise it. */
export const EXCERPT_LENGTH = 100;

/** A text one language lacks, with the default language's text (tags removed, shortened) that shoppers read in its place. */
export interface MissingTranslation {
  blockId: string;
  /** The text field's path in the block (`content`, `images.2.alt`). */
  path: string;
  text: string;
  /** The block (or a layout around it) is hidden on every device: no shopper reads it until it is shown again. */
  hidden: boolean;
}

/** What one language lacks of one document's blocks. */
export interface LanguageGaps {
  locale: string;
  texts: MissingTranslation[];
}

/** A text for a list: tags removed, whitespace folded, cut to EXCERPT_LENGTH characters. */
export function excerpt(value: unknown): string {
  const plain = String(value).replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
  return plain.length > EXCERPT_LENGTH ? `${plain.slice(0, EXCERPT_LENGTH - 1)}…` : plain;
}

/** Every block hidden on all devices, with every block inside it, by id. */
function hiddenEverywhere(blocks: readonly StoredBlock[], inside = false, into = new Set<string>()): Set<string> {
  for (const block of blocks) {
    const hidden = inside || hiddenOnOf(block.settings).length === BREAKPOINTS.length;
    if (hidden) into.add(block._id);
    for (const column of block.columns ?? []) hiddenEverywhere(column, hidden, into);
  }
  return into;
}

function indexById(blocks: readonly StoredBlock[], into = new Map<string, StoredBlock>()): Map<string, StoredBlock> {
  for (const block of blocks) {
    into.set(block._id, block);
    for (const column of block.columns ?? []) indexById(column, into);
  }
  return into;
}

/**
 * What each of `locales` lacks of one document's stored blocks (missingTexts, as the editor marks them),
 * each text with the default language's text; languages lacking nothing are left out. A section placed
 * on the page is a reference without texts: its texts are the section's own document's.
 */
export function documentGaps(blocks: readonly StoredBlock[], locales: readonly string[], defaultLocale: string): LanguageGaps[] {
  const byId = indexById(blocks);
  const hidden = hiddenEverywhere(blocks);
  return locales.flatMap((locale) => {
    const texts = missingTexts([...blocks], locale, defaultLocale).map(({ blockId, path }): MissingTranslation => ({
      blockId, path, text: excerpt(byId.get(blockId)!.texts![defaultLocale]![path]), hidden: hidden.has(blockId),
    }));
    return texts.length > 0 ? [{ locale, texts }] : [];
  });
}
