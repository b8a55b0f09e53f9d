import { routes } from '@/lib/routing/links';
import type { NavigationItem } from '@/lib/server/content/types';
import { getShellContent } from '@/lib/server/content/shell';
import type { Shop } from '@/lib/server/shop/types';

/** A page an agent may read: its title, its route (without language prefix) and a note. */
export interface IndexedPage {
  title: string;
  route: string;
  note: string | null;
}

/** Every entry of the menus, children after their parent. */
function* flatten(items: NavigationItem[]): Generator<NavigationItem> {
  for (const item of items) {
    yield item;
    yield* flatten(item.children);
  }
}

/**
 * What a shop's llms.txt lists in a language: the categories and info pages its menus show shoppers
 * (hidden entries and pages never published are not in a shopper's menus), each once, and its visible
 * legal pages.
 */
export async function listAgentIndex(shop: Shop, locale: string): Promise<{ categories: IndexedPage[]; pages: IndexedPage[]; legal: IndexedPage[] }> {
  const shell = await getShellContent(shop, locale);
  const seen = new Set<string>();
  const categories: IndexedPage[] = [];
  const pages: IndexedPage[] = [];
  for (const item of flatten([...shell.mainNavigation, ...shell.footerNavigation])) {
    // A menu links a category by its id (which its page redirects from); agents get the address by slug. The home entry links to /.
    const route = item.type === 'category' && item.href !== routes.home() ? routes.category(item.slug) : item.href;
    if (seen.has(route)) continue;
    seen.add(route);
    (item.type === 'category' ? categories : pages).push({ title: item.title, route, note: item.metaDescription });
  }
  const legal = shell.legalPages.map((page) => ({ title: page.title, route: page.href, note: null }));
  return { categories, pages, legal };
}
