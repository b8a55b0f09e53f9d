import type { NavigationItemAnswer } from '@/lib/contract/content';
import { parsePublicPath, parseRoute } from '@/lib/routing/parse-path';
import type { NavigationItem } from './types';

/** What a menu entry shows, by the route kinds a menu links to; null for any other route. */
type Target = { kind: 'category' | 'page'; slug: string } | { kind: 'home' };

function targetOf(path: string | undefined): Target | null {
  if (path === undefined) return null;
  const { route } = parsePublicPath(path.split(/[?#]/)[0]!);
  const kind = parseRoute(route.split('/').filter(Boolean));
  return kind.kind === 'home' || kind.kind === 'category' || kind.kind === 'page' ? kind : null;
}

/** The entry shows the target: a category by its id (the menus' links) or slug, a page by its slug, the home page as the main menu's first entry. */
function shows(item: NavigationItem, target: Target, isHome: boolean): boolean {
  if (target.kind === 'home') return isHome;
  if (target.kind === 'category') return item.type === 'category' && (item.categoryId === target.slug || item.slug === target.slug);
  return item.type === 'page' && item.slug === target.slug;
}

/**
 * A menu as the API answers it (spec section 3, Navigation item): each entry with the ids of those above
 * it, whether it is the page `path` names (`isCurrentPage`) or on that page's way up (`isInBreadcrumb`),
 * and whether only the owner sees it (`isPreview`: hidden, or a page not yet published). The home page
 * (`/`) is the main menu's first entry (home-entry.ts); the first entry that shows the path is the
 * current one, so a category listed twice is marked once.
 */
export function toNavigationPayload(items: readonly NavigationItem[], options: { path?: string; menu: 'main' | 'footer' }): NavigationItemAnswer[] {
  const target = targetOf(options.path);
  let found = false;
  const build = (level: readonly NavigationItem[], parents: string[]): { items: NavigationItemAnswer[]; inBreadcrumb: boolean } => {
    let inBreadcrumb = false;
    const built = level.map((item, index) => {
      const isCurrentPage = !found && target !== null && shows(item, target, options.menu === 'main' && parents.length === 0 && index === 0);
      if (isCurrentPage) found = true;
      const children = build(item.children, [...parents, item.id]);
      const isInBreadcrumb = isCurrentPage || children.inBreadcrumb;
      inBreadcrumb ||= isInBreadcrumb;
      return {
        ...item, parents, isCurrentPage, isInBreadcrumb, isPreview: !item.isVisible || !item.isPublished, children: children.items,
      };
    });
    return { items: built, inBreadcrumb };
  };
  return build(items, []).items;
}
