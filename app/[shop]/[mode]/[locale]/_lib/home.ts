import type { Metadata } from 'next';
import { homeEntry } from '@/lib/server/content/home-entry';
import { loadShell } from './content-data';
import type { Storefront } from './storefront';

/** Whether a category is the one the home page shows in this storefront's language and mode. */
export async function isHomeCategory(sf: Storefront, categoryId: string): Promise<boolean> {
  const home = homeEntry((await loadShell(sf)).mainNavigation);
  return home?.type === 'category' && home.categoryId === categoryId;
}

/**
 * The home page's title: the shop title on the hosted variant (spec section 2), the entry's title tag
 * or title on beyond. It stands alone: the seeded home's title tag is the shop title, which the
 * layout's template would repeat ("Shop | Shop").
 */
export function homeTitle(sf: Storefront, entry: { title: string; titleTag: string | null } | undefined): Metadata['title'] {
  return { absolute: sf.shop.beyond && entry ? entry.titleTag || entry.title : sf.shop.title };
}
