import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../client';
import { categories, categoryTranslations, navigationItems, pages, pageTranslations, shopLocales } from '../../schema';
import { DEMO } from '../demo';
import type { Locale } from '../locales';
import { BlockBuilder, pageContent } from './blocks';
import { seedDocument } from './documents';
import { AUTUMN_PREVIEW, WINTER_SALE } from './hidden-texts';

type Shop = { id: string; title: string; locales: readonly Locale[]; defaultLocale: Locale };

const nextPosition = (column: AnyPgColumn) => sql<number>`coalesce(max(${column}) + 1, 0)::int`;

/** The position after the last top-level entry of a menu. */
async function nextMenuPosition(db: Executor, shopId: string, menu: 'main' | 'footer'): Promise<number> {
  const [row] = await db.select({ next: nextPosition(navigationItems.position) }).from(navigationItems)
    .where(and(eq(navigationItems.shopId, shopId), eq(navigationItems.menu, menu), isNull(navigationItems.parentId)));
  return row?.next ?? 0;
}

/** The position after the last top-level category. */
async function nextCategoryPosition(db: Executor, shopId: string): Promise<number> {
  const [row] = await db.select({ next: nextPosition(categories.position) }).from(categories)
    .where(and(eq(categories.shopId, shopId), isNull(categories.parentId)));
  return row?.next ?? 0;
}

const introContent = (text: string) => pageContent([new BlockBuilder().text(`<p>${text}</p>`)]);

/**
 * What a shop hides from shoppers until it is ready, for the owner's editor: an info page at the end of
 * the footer menu and a category at the end of the main menu, both hidden (the menus skip them for shoppers).
 */
export async function seedHiddenContent(db: Executor, shop: Shop): Promise<void> {
  const pageId = randomUUID();
  await db.insert(pages).values({ id: pageId, shopId: shop.id, type: 'blank', isVisible: false });
  await db.insert(pageTranslations).values(shop.locales.map((locale) => ({
    pageId, shopId: shop.id, locale, slug: DEMO.hidden.page[locale], title: AUTUMN_PREVIEW.title[locale], metaDescription: AUTUMN_PREVIEW.intro[locale],
  })));
  await seedDocument(db, shop, { pageId }, shop.locales.map((locale) => ({ locale, content: introContent(AUTUMN_PREVIEW.intro[locale]) })));

  const categoryId = randomUUID();
  await db.insert(categories).values({ id: categoryId, shopId: shop.id, position: await nextCategoryPosition(db, shop.id), isVisible: false });
  await db.insert(categoryTranslations).values(shop.locales.map((locale) => ({
    categoryId, shopId: shop.id, locale, slug: DEMO.hidden.category[locale], title: WINTER_SALE.title[locale], metaDescription: WINTER_SALE.intro[locale],
  })));
  await seedDocument(db, shop, { categoryId }, shop.locales.map((locale) => ({ locale, content: introContent(WINTER_SALE.intro[locale]) })));

  await db.insert(navigationItems).values([
    { shopId: shop.id, menu: 'main', position: await nextMenuPosition(db, shop.id, 'main'), categoryId },
    { shopId: shop.id, menu: 'footer', position: await nextMenuPosition(db, shop.id, 'footer'), pageId },
  ]);
}

/**
 * A hidden locale in preparation, its texts copied from another locale of the shop: categories, pages
 * and products get their own rows under the same slugs; content documents fall back to the default
 * locale's texts by themselves. Runs after the catalogue and the content are in.
 */
export async function seedHiddenLocale(db: Executor, shop: Shop, locale: string, copiedFrom: Locale): Promise<void> {
  await db.insert(shopLocales).values({ shopId: shop.id, locale, isVisible: false, position: shop.locales.length });
  await db.execute(sql`insert into category_translations (category_id, shop_id, locale, title, slug, title_tag, meta_description)
    select category_id, shop_id, ${locale}, title, slug, title_tag, meta_description from category_translations
    where shop_id = ${shop.id} and locale = ${copiedFrom}`);
  await db.execute(sql`insert into page_translations (page_id, shop_id, locale, slug, title, title_tag, meta_description)
    select page_id, shop_id, ${locale}, slug, title, title_tag, meta_description from page_translations
    where shop_id = ${shop.id} and locale = ${copiedFrom}`);
  await db.execute(sql`insert into product_translations (product_id, shop_id, locale, name, slug, description, meta_description)
    select product_id, shop_id, ${locale}, name, slug, description, meta_description from product_translations
    where shop_id = ${shop.id} and locale = ${copiedFrom}`);
}
