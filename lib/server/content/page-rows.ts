import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/db';
import { pageTranslations, pages } from '@/lib/db/schema';
import type { LegalPageSlug } from '@/lib/schemas/legal';
import { ConflictError } from '@/lib/server/errors';

/** A blank or legal page with its text in one locale, as the editor API works on it. */
export interface PageRow {
  id: string;
  type: 'blank' | 'legal';
  legalSlug: LegalPageSlug | null;
  isVisible: boolean;
  /** False while a page made in the editor awaits its first Publish. */
  isPublished: boolean;
  slug: string;
  title: string;
  titleTag: string | null;
  metaDescription: string | null;
}

/** Whether a page has gone live: shoppers see a page, and menus list it, from its first Publish on. */
export const isPublished = () => sql<boolean>`${pages.publishedAt} is not null`.mapWith(Boolean);

const columns = {
  id: pages.id, type: pages.type, legalSlug: pages.legalSlug, isVisible: pages.isVisible, isPublished: isPublished(),
  slug: pageTranslations.slug, title: pageTranslations.title, titleTag: pageTranslations.titleTag,
  metaDescription: pageTranslations.metaDescription,
};

async function findOne(db: Executor, shopId: string, locale: string, match: ReturnType<typeof eq>): Promise<PageRow | null> {
  const [row] = await db.select(columns).from(pages)
    .innerJoin(pageTranslations, and(eq(pageTranslations.pageId, pages.id), eq(pageTranslations.locale, locale)))
    .where(and(eq(pages.shopId, shopId), match))
    .limit(1);
  return row ?? null;
}

/** A page of the shop by its slug in the locale, visible or not. */
export function findPageRow(db: Executor, shopId: string, locale: string, slug: string): Promise<PageRow | null> {
  return findOne(db, shopId, locale, eq(pageTranslations.slug, slug));
}

/** A page of the shop by id with its text in the locale, or null (also when it has none in the locale). */
export function findPageRowById(db: Executor, shopId: string, locale: string, id: string): Promise<PageRow | null> {
  return findOne(db, shopId, locale, eq(pages.id, id));
}

/** Ids of the shop's blank pages by their slugs in the locale (slugs that match nothing are absent). */
export async function blankPageIdsBySlug(db: Executor, shopId: string, locale: string, slugs: string[]): Promise<Map<string, string>> {
  if (slugs.length === 0) return new Map();
  const rows = await db.select({ id: pages.id, slug: pageTranslations.slug }).from(pages)
    .innerJoin(pageTranslations, and(eq(pageTranslations.pageId, pages.id), eq(pageTranslations.locale, locale)))
    .where(and(eq(pages.shopId, shopId), eq(pages.type, 'blank'), inArray(pageTranslations.slug, slugs)));
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/** Whether another page of the shop uses the slug in the locale. */
export async function isPageSlugTaken(db: Executor, shopId: string, locale: string, slug: string, exceptPageId?: string): Promise<boolean> {
  const [taken] = await db.select({ id: pageTranslations.pageId }).from(pageTranslations)
    .where(and(
      eq(pageTranslations.shopId, shopId), eq(pageTranslations.locale, locale), eq(pageTranslations.slug, slug),
      ...(exceptPageId ? [ne(pageTranslations.pageId, exceptPageId)] : []),
    ))
    .limit(1);
  return Boolean(taken);
}

/** Refuses a slug that another page of the shop already uses in the locale (409). */
export async function assertPageSlugFree(db: Executor, shopId: string, locale: string, slug: string, exceptPageId?: string): Promise<void> {
  if (await isPageSlugTaken(db, shopId, locale, slug, exceptPageId)) throw new ConflictError(`The slug '${slug}' is already taken`, 'SlugTaken');
}
