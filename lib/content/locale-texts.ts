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
 * for every block that is still there (matched by `_id`, wherever it moved). A block new to the layout
 * (pasted from another page) keeps the other locales' texts it was given (`addTexts`).
 */
export function mergeLocaleEdit(stored: StoredBlock[], edited: StoredBlock[], locale: string): StoredBlock[] {
  const before = indexById(stored);
  const merge = (blocks: StoredBlock[]): StoredBlock[] => blocks.map((block) => {
    const others = { ...((before.has(block._id) ? before.get(block._id)!.texts : block.texts) ?? {}) };
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

/** Texts of a block in several locales: locale -> field path -> text. */
export type BlockTexts = Record<string, Record<string, unknown>>;

/** Whether a concrete field path (`images.2.alt`) is one a pattern of the type names (`images.*.alt`). */
function isTextPath(path: string, patterns: readonly string[]): boolean {
  const parts = path.split('.');
  return patterns.some((pattern) => {
    const expected = pattern.split('.');
    return expected.length === parts.length && expected.every((part, i) => (part === '*' ? /^\d+$/.test(parts[i]!) : part === parts[i]));
  });
}

/**
 * Gives edited blocks texts of other locales (`texts`, by block id: what a paste brought from another
 * page), keeping only the shop's `locales` other than the edited one and the fields the block's type
 * holds texts in. mergeLocaleEdit keeps them for blocks new to the layout and ignores them for the others.
 */
export function addTexts(blocks: StoredBlock[], texts: Record<string, BlockTexts>, locale: string, locales: readonly string[], textPathsOf: TextPathsOf): StoredBlock[] {
  return blocks.map((block) => {
    const given = Object.entries(texts[block._id] ?? {}).flatMap(([code, fields]) => {
      if (code === locale || !locales.includes(code)) return [];
      const kept = Object.fromEntries(Object.entries(fields).filter(([path]) => isTextPath(path, textPathsOf(block.type))));
      return Object.keys(kept).length > 0 ? [[code, kept] as const] : [];
    });
    const columns = block.columns?.map((column) => addTexts(column, texts, locale, locales, textPathsOf));
    return {
      ...block,
      ...(given.length > 0 ? { texts: { ...block.texts, ...Object.fromEntries(given) } } : {}),
      ...(columns ? { columns } : {}),
    };
  });
}

/** Every block's texts in the locales other than `locale`, by block id: what the editor copies with the blocks. */
export function otherLocaleTexts(blocks: StoredBlock[], locale: string, into: Record<string, BlockTexts> = {}): Record<string, BlockTexts> {
  for (const block of blocks) {
    const others = Object.fromEntries(Object.entries(block.texts ?? {}).filter(([code]) => code !== locale));
    if (Object.keys(others).length > 0) into[block._id] = others;
    for (const column of block.columns ?? []) otherLocaleTexts(column, locale, into);
  }
  return into;
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

/**
 * Takes out of a locale's edit the texts it does not have yet (`missing`, as the editor still marks them):
 * the editor shows the default locale's text in those fields, which must not be stored as this locale's.
 */
export function withoutMissing(blocks: StoredBlock[], locale: string, missing: readonly MissingText[]): StoredBlock[] {
  if (missing.length === 0) return blocks;
  const byBlock = new Map<string, Set<string>>();
  for (const { blockId, path } of missing) byBlock.set(blockId, (byBlock.get(blockId) ?? new Set()).add(path));
  return blocks.map((block) => {
    const paths = byBlock.get(block._id);
    const own = block.texts?.[locale];
    const columns = block.columns?.map((column) => withoutMissing(column, locale, missing));
    const result: StoredBlock = { ...block, ...(columns ? { columns } : {}) };
    if (!paths || !own) return result;
    const kept = Object.fromEntries(Object.entries(own).filter(([path]) => !paths.has(path)));
    const texts = Object.fromEntries(Object.entries(block.texts!).filter(([code]) => code !== locale));
    if (Object.keys(kept).length > 0) texts[locale] = kept;
    delete result.texts;
    return Object.keys(texts).length > 0 ? { ...result, texts } : result;
  });
}
