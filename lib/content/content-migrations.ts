import { splitTexts, type LocaleBlock, type TextPathsOf } from './locale-texts';
import type { StoredBlock, StoredContent } from './stored-content';

/** The version documents are written in; older stored content is migrated on read. */
export const STORED_CONTENT_VERSION = 2;

/** What a migration needs to know beyond the content: the locale old content was written in. */
export interface MigrationContext {
  /** Locale of content written before texts were per locale (version 1): the shop's default locale. */
  locale: string;
  textPathsOf: TextPathsOf;
}

type Migration = (blocks: unknown[], context: MigrationContext) => unknown[];

/**
 * Ordered migrations: entry `n` turns version n into n + 1. Version 1 held one locale's texts inside
 * `data`; version 2 keeps them per locale in `texts`.
 */
const MIGRATIONS: Record<number, Migration> = {
  1: (blocks, { locale, textPathsOf }) => splitTexts(blocks as LocaleBlock[], locale, textPathsOf),
};

/** Stored content of any known version brought to the current one; a version from the future is refused. */
export function migrateStoredContent(content: { version?: number; blocks?: unknown[] }, context: MigrationContext): StoredContent {
  let version = content.version ?? 1;
  let blocks: unknown[] = content.blocks ?? [];
  if (version > STORED_CONTENT_VERSION) throw new Error(`Stored content version ${version} is newer than this build knows`);
  while (version < STORED_CONTENT_VERSION) {
    blocks = MIGRATIONS[version]!(blocks, context);
    version += 1;
  }
  return { version, blocks: blocks as StoredBlock[] };
}

/**
 * One document from the per-locale copies content had before documents (version 1): the layout of the
 * default locale (or the first copy when it has none) with every locale's texts of the blocks it shares.
 */
export function mergeLegacyLocales(copies: { locale: string; content: { version?: number; blocks?: unknown[] } }[], defaultLocale: string, textPathsOf: TextPathsOf): StoredContent {
  const ordered = [...copies].sort((a, b) => Number(b.locale === defaultLocale) - Number(a.locale === defaultLocale));
  const [base, ...others] = ordered;
  if (!base) return { version: STORED_CONTENT_VERSION, blocks: [] };
  const merged = migrateStoredContent(base.content, { locale: base.locale, textPathsOf });
  const byId = new Map<string, StoredBlock>();
  const index = (blocks: StoredBlock[]) => blocks.forEach((b) => { byId.set(b._id, b); b.columns?.forEach(index); });
  index(merged.blocks);
  for (const copy of others) {
    const migrated = migrateStoredContent(copy.content, { locale: copy.locale, textPathsOf });
    const visit = (blocks: StoredBlock[]) => blocks.forEach((block) => {
      const target = byId.get(block._id);
      const texts = block.texts?.[copy.locale];
      if (target && target.type === block.type && texts) target.texts = { ...target.texts, [copy.locale]: texts };
      block.columns?.forEach(visit);
    });
    visit(migrated.blocks);
  }
  return merged;
}
