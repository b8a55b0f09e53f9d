import { eq, sql } from 'drizzle-orm';
import { documentGaps, type MissingTranslation } from '@/lib/content/missing-translations';
import type { StoredContent } from '@/lib/content/stored-content';
import { getDb } from '@/lib/db';
import { categoryTranslations, contentDocuments, pageTranslations, pages, sections } from '@/lib/db/schema';
import { routes } from '@/lib/routing/links';
import { ValidationError } from '@/lib/server/errors';
import type { Shop } from '@/lib/server/shop/types';
import { homeEntry } from '../home-entry';
import { getNavigation } from '../navigation';
import { currentContent, targetOf } from './document-rows';
import type { DocumentKind } from './target';

/** One language's missing texts of one document, and where the editor opens the document in that language. */
export interface DocumentLanguageGaps {
  locale: string;
  /** The document's storefront route in that language (the editor opens it under /editor); null for a section, which every page can open. */
  route: string | null;
  texts: MissingTranslation[];
}

/** A page, legal page, category page or section with texts missing in at least one language. */
export interface DocumentGaps {
  kind: DocumentKind;
  id: string;
  type: 'page' | 'legal' | 'category' | 'section';
  /** In the request locale (the default language's when it has none); a section's name. */
  title: string;
  languages: DocumentLanguageGaps[];
}

const TYPE_ORDER = { page: 0, legal: 1, category: 2, section: 3 } as const;

/** Titles and slugs by document id and locale. */
type Names = Map<string, Map<string, { title: string; slug: string }>>;

function namesOf(rows: readonly { id: string; locale: string; title: string; slug: string }[]): Names {
  const names: Names = new Map();
  for (const { id, locale, title, slug } of rows) names.set(id, (names.get(id) ?? new Map()).set(locale, { title, slug }));
  return names;
}

/**
 * The shop's missing translations: for every page, legal page, category page and section, what each of
 * the shop's languages other than the default (hidden ones too: the owner translates before showing
 * them) lacks of the content the owner will publish (the draft, else the live content), with the
 * default language's text. A page or category without a title in a language is not in that language's
 * storefront, so nothing of it is missing there. One query reads every document; titles, slugs and
 * the home page come from three more, whatever the number of pages; the rest is pure work.
 */
export async function listMissingTranslations(shop: Shop, locale: string, language?: string): Promise<DocumentGaps[]> {
  const others = shop.locales.map((l) => l.identifier).filter((code) => code !== shop.defaultLocale);
  if (language !== undefined && !others.includes(language)) {
    throw new ValidationError([{ path: 'language', message: `Not one of the shop's languages besides ${shop.defaultLocale}` }]);
  }
  const languages = language ? [language] : others;
  if (languages.length === 0) return [];
  const db = await getDb();
  const [documents, pageNames, categoryNames, menu] = await Promise.all([
    db.select({
      pageId: contentDocuments.pageId, categoryId: contentDocuments.categoryId, sectionId: contentDocuments.sectionId,
      content: sql<StoredContent>`coalesce(${contentDocuments.draft}, ${contentDocuments.published})`,
      pageType: pages.type, legalSlug: pages.legalSlug, sectionName: sections.name,
    }).from(contentDocuments)
      .leftJoin(pages, eq(pages.id, contentDocuments.pageId))
      .leftJoin(sections, eq(sections.id, contentDocuments.sectionId))
      .where(eq(contentDocuments.shopId, shop.id)),
    db.select({ id: pageTranslations.pageId, locale: pageTranslations.locale, title: pageTranslations.title, slug: pageTranslations.slug })
      .from(pageTranslations).where(eq(pageTranslations.shopId, shop.id)),
    db.select({ id: categoryTranslations.categoryId, locale: categoryTranslations.locale, title: categoryTranslations.title, slug: categoryTranslations.slug })
      .from(categoryTranslations).where(eq(categoryTranslations.shopId, shop.id)),
    getNavigation(shop, shop.defaultLocale, 'main', { includeHidden: true }),
  ]);
  const home = homeEntry(menu);
  const pagesByLocale = namesOf(pageNames);
  const categoriesByLocale = namesOf(categoryNames);

  const result = documents.flatMap((row): DocumentGaps[] => {
    const target = targetOf(row);
    const blocks = currentContent(shop, row.content)?.blocks ?? [];
    const names = target.kind === 'page' ? pagesByLocale.get(target.id) : target.kind === 'category' ? categoriesByLocale.get(target.id) : undefined;
    const isHome = target.kind === 'page' ? home?.pageId === target.id : target.kind === 'category' && home?.categoryId === target.id;
    const routeIn = (code: string): string | null | undefined => {
      if (target.kind === 'section') return null;
      const name = names?.get(code);
      if (!name) return undefined;
      if (isHome) return routes.home();
      if (target.kind === 'category') return routes.category(name.slug);
      return row.legalSlug ? routes.legal(row.legalSlug) : routes.page(name.slug);
    };
    const gaps = documentGaps(blocks, languages, shop.defaultLocale).flatMap(({ locale: code, texts }) => {
      const route = routeIn(code);
      return route === undefined ? [] : [{ locale: code, route, texts }];
    });
    if (gaps.length === 0) return [];
    const type = target.kind === 'section' ? 'section' : target.kind === 'category' ? 'category' : row.pageType === 'legal' ? 'legal' : 'page';
    const title = target.kind === 'section' ? row.sectionName ?? '' : (names?.get(locale) ?? names?.get(shop.defaultLocale) ?? names?.values().next().value)?.title ?? '';
    return [{ kind: target.kind, id: target.id, type, title, languages: gaps }];
  });
  return result.sort((a, b) => TYPE_ORDER[a.type] - TYPE_ORDER[b.type] || a.title.localeCompare(b.title, locale) || a.id.localeCompare(b.id));
}
