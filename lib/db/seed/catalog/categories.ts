import { randomUUID } from 'node:crypto';
import type { Executor } from '../../client';
import { categories, categoryTranslations } from '../../schema';
import type { ChildCategory, TopCategory } from '../category-tree';
import type { Locale, Localized } from '../locales';
import { slugify } from '@/lib/content/slug';

/** A category products live in, with its department (the parent it is also listed under). */
export interface SeededChild { id: string; parentId: string; def: ChildCategory; department: TopCategory }

export interface SeededDepartment { id: string; def: TopCategory; children: SeededChild[] }

const META: Localized = {
  en: 'Shop {title} at {shop}.',
  de: 'Entdecken Sie {title} bei {shop}.',
  fr: 'Découvrez la sélection « {title} » chez {shop}.',
};

/**
 * Creates the departments (positions from 1, after the home category) and their children,
 * with a title, slug and meta description in every shop locale.
 */
export async function seedCategories(
  db: Executor, shop: { id: string; title: string; locales: readonly Locale[] }, tree: readonly TopCategory[],
): Promise<SeededDepartment[]> {
  const departments = tree.map((def): SeededDepartment => {
    const id = randomUUID();
    return { id, def, children: def.children.map((child) => ({ id: randomUUID(), parentId: id, def: child, department: def })) };
  });
  const translate = (categoryId: string, title: Localized) => shop.locales.map((locale) => ({
    categoryId, shopId: shop.id, locale, title: title[locale], slug: slugify(title[locale]),
    metaDescription: META[locale].replace('{title}', title[locale]).replace('{shop}', shop.title),
  }));
  await db.insert(categories).values(departments.map((d, i) => ({ id: d.id, shopId: shop.id, position: i + 1 })));
  await db.insert(categories).values(departments.flatMap((d) => d.children.map((c, i) => ({ id: c.id, shopId: shop.id, parentId: d.id, position: i }))));
  await db.insert(categoryTranslations).values(departments.flatMap((d) => [
    ...translate(d.id, d.def.title),
    ...d.children.flatMap((c) => translate(c.id, c.def.title)),
  ]));
  return departments;
}
