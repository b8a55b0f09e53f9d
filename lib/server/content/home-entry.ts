import { routes } from '@/lib/routing/links';
import type { NavigationItem } from './types';

/** The home page (/) is the page of the first storefront navigation entry (spec section 2). */
export function homeEntry(mainNavigation: readonly NavigationItem[]): NavigationItem | undefined {
  return mainNavigation[0];
}

/** Whether a menu entry leads to what the home entry shows: its category or page has its address at /. */
function showsHome(item: NavigationItem, home: NavigationItem): boolean {
  return home.type === 'category' ? item.categoryId === home.categoryId : item.pageId === home.pageId;
}

/**
 * The menu with every entry of the home's category or page linking to / rather than to its own
 * address, which would show the home page a second time (the category's own address redirects to /).
 */
export function linkHomeEntry(items: NavigationItem[], home: NavigationItem | undefined): NavigationItem[] {
  if (!home) return items;
  return items.map((item) => ({
    ...item, href: showsHome(item, home) ? routes.home() : item.href, children: linkHomeEntry(item.children, home),
  }));
}
