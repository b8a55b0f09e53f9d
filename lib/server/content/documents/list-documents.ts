import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { getDb } from '@/lib/db';
import { categories, categoryTranslations, contentDocuments, pageTranslations, pages } from '@/lib/db/schema';
import { routes } from '@/lib/routing/links';
import { parseRoute } from '@/lib/routing/parse-path';
import { isLegalPageSlug } from '@/lib/schemas/legal';
import { escapeLike } from '@/lib/server/search/query-text';
import type { Shop } from '@/lib/server/shop/types';
import { homeEntry } from '../home-entry';
import { getNavigation } from '../navigation';

/** What the editor's page picker offers: a page, a legal page or a category page, and whether it waits for a publish. */
export interface EditableDocument {
  kind: 'page' | 'category';
  id: string;
  /** What the owner knows it as: an info page, one of the legal pages, or a category's page. */
  type: 'page' | 'legal' | 'category';
  title: string;
  /** Its storefront route in the locale, / for the home page's (the editor opens the same route under /editor). */
  route: string;
  /** Blocks or settings changed since the last publish. */
  hasDraft: boolean;
  /** False for a page made in the editor that no shopper has seen yet. */
  isPublished: boolean;
  isVisible: boolean;
}

export interface DocumentQuery {
  /** Words of the title or slug; every document when empty. */
  q: string;
  limit: number;
  /** A storefront route (as `EditableDocument.route`, or a category's view of it): only the document there. */
  route?: string;
  /** A page's or a category's id: only that document. */
  id?: string;
}

const hasDraft = sql<boolean>`(${contentDocuments.draft} is not null or ${contentDocuments.settingsDraft} is not null)`.mapWith(Boolean);

function matches(q: string, title: AnyPgColumn, slug: AnyPgColumn) {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  return or(ilike(title, pattern), ilike(slug, pattern));
}

type HomeEntry = ReturnType<typeof homeEntry>;

/**
 * Which pages and which categories are at a route: none (false) for a route that shows no document. Only
 * the home route waits for the menu (`homeOf`); any other starts its reads beside the menu's.
 */
async function atRoute(route: string, homeOf: Promise<HomeEntry>): Promise<{ page: SQL | false; category: SQL | false }> {
  const kind = parseRoute(route.split('/').filter(Boolean));
  switch (kind.kind) {
    case 'home': {
      const home = await homeOf;
      return {
        page: home?.pageId ? eq(pages.id, home.pageId) : false,
        category: home?.categoryId ? eq(categories.id, home.categoryId) : false,
      };
    }
    case 'page': return { page: and(eq(pageTranslations.slug, kind.slug), eq(pages.type, 'blank'))!, category: false };
    // The slug column is an enum of the fixed legal slugs: any other slug names no page.
    case 'legal': return { page: isLegalPageSlug(kind.slug) ? eq(pages.legalSlug, kind.slug) : false, category: false };
    case 'category': return { page: false, category: eq(categoryTranslations.slug, kind.slug) };
    default: return { page: false, category: false };
  }
}

/**
 * The documents an owner can open in the editor in one locale, whose title or slug contains `q`: the
 * info and legal pages, then the categories, each by title, at most `limit` of each kind. Pages and
 * categories without a text in the locale are left out, as the storefront leaves them out.
 */
export async function listEditableDocuments(shop: Shop, locale: string, { q, limit, route, id }: DocumentQuery): Promise<EditableDocument[]> {
  const db = await getDb();
  // The home page (/) is the page of the first main menu entry (spec section 2), as the editor's menu
  // has it (hidden entries and waiting menu changes too): the editor opens it there.
  const homeOf = getNavigation(shop, locale, 'main', { includeHidden: true }).then(homeEntry);
  const at = route === undefined ? { page: undefined, category: undefined } : await atRoute(route, homeOf);
  const [home, pageRows, categoryRows] = await Promise.all([
    homeOf,
    at.page === false ? [] : db.select({
      id: pages.id, type: pages.type, legalSlug: pages.legalSlug, isVisible: pages.isVisible, publishedAt: pages.publishedAt,
      slug: pageTranslations.slug, title: pageTranslations.title, hasDraft,
    })
      .from(pages)
      .innerJoin(pageTranslations, and(eq(pageTranslations.pageId, pages.id), eq(pageTranslations.locale, locale)))
      .leftJoin(contentDocuments, eq(contentDocuments.pageId, pages.id))
      .where(and(eq(pages.shopId, shop.id), matches(q, pageTranslations.title, pageTranslations.slug), at.page, id ? eq(pages.id, id) : undefined))
      .orderBy(asc(pages.type), asc(pageTranslations.title), asc(pages.id))
      .limit(limit),
    at.category === false ? [] : db.select({
      id: categories.id, isVisible: categories.isVisible, slug: categoryTranslations.slug, title: categoryTranslations.title, hasDraft,
    })
      .from(categories)
      .innerJoin(categoryTranslations, and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.locale, locale)))
      .leftJoin(contentDocuments, eq(contentDocuments.categoryId, categories.id))
      .where(and(eq(categories.shopId, shop.id), matches(q, categoryTranslations.title, categoryTranslations.slug), at.category, id ? eq(categories.id, id) : undefined))
      .orderBy(asc(categoryTranslations.title), asc(categories.id))
      .limit(limit),
  ]);
  return [
    ...pageRows.map((row): EditableDocument => ({
      kind: 'page', id: row.id, type: row.type === 'legal' ? 'legal' : 'page', title: row.title,
      route: row.id === home?.pageId ? routes.home() : row.type === 'legal' ? routes.legal(row.legalSlug!) : routes.page(row.slug),
      hasDraft: row.hasDraft, isPublished: row.publishedAt !== null, isVisible: row.isVisible,
    })),
    ...categoryRows.map((row): EditableDocument => ({
      kind: 'category', id: row.id, type: 'category', title: row.title, route: row.id === home?.categoryId ? routes.home() : routes.category(row.slug),
      hasDraft: row.hasDraft, isPublished: true, isVisible: row.isVisible,
    })),
  ];
}
