import { deleteAt, setAt, valuesAt } from './field-paths';
import type { Block } from '@/lib/schemas/page-content';
import type { StoredBlock } from './stored-content';

/** A block as one locale sees it, texts of that locale folded into `data`: the API's block shape. */
export type LocaleBlock = Block;

/** The field-path patterns of a block type that hold texts (`alt`, `images.*.alt`); none for unknown types. */
export type TextPathsOf = (type: string) => readonly string[];

const clone = <T>(value: T): T => structuredClone(value);

/** Moves the texts of one locale's blocks out of `data` into `texts[locale]`. */
export function splitTexts(blocks: LocaleBlock[], locale: string, textPathsOf: TextPathsOf): StoredBlock[] {
  return blocks.map((block) => {
    const data = clone(block.data);
    const texts: Record<string, unknown> = {};
    for (const pattern of textPathsOf(block.type)) {
      for (const [path, value] of valuesAt(block.data, pattern)) {
        texts[path] = value;
        deleteAt(data, path);
      }
    }
    return {
      _id: block._id, type: block.type, data,
      ...(Object.keys(texts).length > 0 ? { texts: { [locale]: texts } } : {}),
      ...(block.settings ? { settings: block.settings } : {}),
      ...(block.columns ? { columns: block.columns.map((column) => splitTexts(column, locale, textPathsOf)) } : {}),
    };
  });
}

/** The blocks as a locale sees them: each text from that locale, else from the fallback (default) locale. */
export function resolveTexts(blocks: StoredBlock[], locale: string, fallbackLocale: string): LocaleBlock[] {
  return blocks.map((block) => {
    const data = clone(block.data);
    for (const source of [block.texts?.[fallbackLocale], block.texts?.[locale]]) {
      for (const [path, value] of Object.entries(source ?? {})) setAt(data, path, clone(value));
    }
    return {
      _id: block._id, type: block.type, data,
      ...(block.settings ? { settings: block.settings } : {}),
      ...(block.columns ? { columns: block.columns.map((column) => resolveTexts(column, locale, fallbackLocale)) } : {}),
    };
  });
}

function indexById(blocks: StoredBlock[], into = new Map<string, StoredBlock>()): Map<string, StoredBlock> {
  for (const block of blocks) {
    into.set(block._id, block);
    for (const column of block.columns ?? []) indexById(column, into);
  }
  return into;
}

/**
 * A locale's edit applied to the stored layout: the edited structure and shared fields replace the old
 * ones for every locale, this locale's texts replace its old texts, and the other locales keep theirs
 * for every block that is still there (matched by `_id`, wherever it moved).
 */
export function mergeLocaleEdit(stored: StoredBlock[], edited: StoredBlock[], locale: string): StoredBlock[] {
  const before = indexById(stored);
  const merge = (blocks: StoredBlock[]): StoredBlock[] => blocks.map((block) => {
    const others = { ...(before.get(block._id)?.texts ?? {}) };
    delete others[locale];
    const own = block.texts?.[locale];
    const texts = { ...others, ...(own ? { [locale]: own } : {}) };
    return {
      ...block,
      texts: Object.keys(texts).length > 0 ? texts : undefined,
      ...(block.columns ? { columns: block.columns.map(merge) } : {}),
    };
  }).map(({ texts, ...rest }) => (texts ? { ...rest, texts } : rest));
  return merge(edited);
}

/** A text the default locale has and this locale lacks: what the editor marks as missing. */
export interface MissingText {
  blockId: string;
  path: string;
}

/** The texts a locale does not have yet (it shows the default locale's text there). */
export function missingTexts(blocks: StoredBlock[], locale: string, defaultLocale: string): MissingText[] {
  if (locale === defaultLocale) return [];
  const missing: MissingText[] = [];
  const walk = (list: StoredBlock[]) => {
    for (const block of list) {
      const own = block.texts?.[locale] ?? {};
      for (const [path, value] of Object.entries(block.texts?.[defaultLocale] ?? {})) {
        if (value !== '' && value !== undefined && own[path] === undefined) missing.push({ blockId: block._id, path });
      }
      for (const column of block.columns ?? []) walk(column);
    }
  };
  walk(blocks);
  return missing;
}
