import { randomUUID } from 'node:crypto';
import type { Executor } from '../../client';
import { categories, categoryTranslations, navigationItems, pages, pageTranslations } from '../../schema';
import { DEMO } from '../demo';
import { seedDocument } from './documents';
import { homeContent } from './home';
import { HOME } from './home-texts';
import { INFO_PAGES } from './info-pages';
import { seedLegalPages } from './legal';
import type { ContentRefs } from './refs';

export type { ContentRefs } from './refs';

type NavigationRow = typeof navigationItems.$inferInsert;

/**
 * The home category with its block content, the info and legal pages, and the main and footer
 * menus: Home, the departments with their children, then the main-menu info page.
 */
export async function seedContent(db: Executor, refs: ContentRefs): Promise<{ pages: number }> {
  const { shop } = refs;
  const homeId = randomUUID();
  await db.insert(categories).values({ id: homeId, shopId: shop.id, position: 0 });
  await db.insert(categoryTranslations).values(shop.locales.map((locale) => ({
    categoryId: homeId, shopId: shop.id, locale, title: HOME.title[locale], slug: DEMO.categories.home[locale],
    titleTag: shop.title, metaDescription: HOME.meta[locale],
  })));
  await seedDocument(db, shop, { categoryId: homeId }, shop.locales.map((locale) => ({ locale, content: homeContent(refs, locale) })));

  const infoPages = INFO_PAGES.map((page) => ({ ...page, id: randomUUID() }));
  await db.insert(pages).values(infoPages.map(({ id }) => ({ id, shopId: shop.id, type: 'blank' as const })));
  await db.insert(pageTranslations).values(infoPages.flatMap((page) => shop.locales.map((locale) => ({
    pageId: page.id, shopId: shop.id, locale, slug: DEMO.pages[page.key][locale], title: page.title[locale],
    metaDescription: page.meta[locale],
  }))));
  for (const page of infoPages) {
    await seedDocument(db, shop, { pageId: page.id }, shop.locales.map((locale) => ({ locale, content: page.content(refs, locale) })));
  }
  const legalPages = await seedLegalPages(db, shop);

  const item = (menu: 'main' | 'footer', position: number, target: { categoryId: string } | { pageId: string }, parentId?: string): NavigationRow =>
    ({ id: randomUUID(), shopId: shop.id, menu, position, parentId, ...target });
  const main = [item('main', 0, { categoryId: homeId })];
  const children: NavigationRow[] = [];
  refs.departments.forEach((department, i) => {
    const parent = item('main', i + 1, { categoryId: department.id });
    main.push(parent);
    department.children.forEach((child, j) => children.push(item('main', j, { categoryId: child.id }, parent.id)));
  });
  const mainPages = infoPages.filter((page) => page.menu === 'main');
  mainPages.forEach((page, i) => main.push(item('main', refs.departments.length + 1 + i, { pageId: page.id })));
  const footer = infoPages.filter((page) => page.menu === 'footer').map((page, i) => item('footer', i, { pageId: page.id }));
  // Parents first: a child row references its parent's id.
  await db.insert(navigationItems).values([...main, ...footer]);
  await db.insert(navigationItems).values(children);
  return { pages: infoPages.length + legalPages };
}
