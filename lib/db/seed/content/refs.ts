import { slugify } from '@/lib/content/slug';
import type { ShopImages } from '../images';
import type { Locale, Localized } from '../locales';
import type { SeededDepartment } from '../catalog/categories';

/** What content blocks point at: the shop's categories, products and pictures. */
export interface ContentRefs {
  shop: { id: string; title: string; locales: readonly Locale[]; defaultLocale: Locale };
  departments: readonly SeededDepartment[];
  images: ShopImages;
  /** Visible products for sliders, featured first. */
  productIds: string[];
}

/** A shop path in a locale: the default locale has no prefix (spec section 2). */
export function localePath(refs: ContentRefs, locale: Locale, path: string): string {
  return locale === refs.shop.defaultLocale ? path : `/${locale}${path}`;
}

/** A seeded category's address in a locale: its slug is made from its title (catalog/categories.ts). */
export function categoryPath(refs: ContentRefs, locale: Locale, category: { def: { title: Localized } }): string {
  return localePath(refs, locale, `/c/${slugify(category.def.title[locale])}`);
}
