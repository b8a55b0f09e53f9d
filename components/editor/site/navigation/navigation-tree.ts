import type { NavigationInputItem, NavigationItemPayload } from '@/lib/contract/content';

/** One entry of a PUT body: the footer's carry no children at all. */
export type NavigationPutItem = Omit<NavigationInputItem, 'children'> & { children?: NavigationPutItem[] };

export type Menu = 'main' | 'footer';
export const MENUS: readonly Menu[] = ['main', 'footer'];

/** Levels a menu may have (lib/server/content/navigation-place.ts MAX_MAIN_DEPTH; the footer is flat). */
export const MAX_LEVELS: Record<Menu, number> = { main: 3, footer: 1 };

/** One entry of a menu as the Navigation module keeps it: what it shows and what a save sends. */
export interface NavigationEntry {
  /**
   * `page:{pageId}` or `category:{categoryId}`. The menus' own ids are new after every save (the server
   * rewrites a menu whole), the page or category an entry points at is not.
   */
  key: string;
  type: 'page' | 'category';
  title: string;
  /** The page's or category's slug in the shop's locale; a save names a page by it. */
  slug: string;
  categoryId: string | null;
  isVisible: boolean;
  children: NavigationEntry[];
}

export type NavigationTrees = Record<Menu, NavigationEntry[]>;

/** The API's menu (spec section 3, Navigation item) as the module's entries. */
export function entriesOf(items: readonly NavigationItemPayload[]): NavigationEntry[] {
  return items.map((item) => ({
    key: item.type === 'category' ? `category:${item.categoryId}` : `page:${item.pageId}`,
    type: item.type,
    title: item.title,
    slug: item.slug,
    categoryId: item.categoryId,
    isVisible: item.isVisible,
    children: entriesOf(item.children),
  }));
}

/**
 * The body of PUT /navigation/{menu} (spec section 5): only slug (a page) or categoryId (a category),
 * isVisible and children; footer entries carry no children.
 */
export function putBody(entries: readonly NavigationEntry[], menu: Menu): NavigationPutItem[] {
  return entries.map((entry) => {
    const target = entry.type === 'category' ? { categoryId: entry.categoryId! } : { slug: entry.slug };
    return menu === 'footer'
      ? { ...target, isVisible: entry.isVisible }
      : { ...target, isVisible: entry.isVisible, children: putBody(entry.children, menu) };
  });
}

/** An entry of a menu in the order shown, with where it sits. */
export interface EntryInfo {
  entry: NavigationEntry;
  /** 1 at the top of the menu. */
  level: number;
  /** 0-based index among its siblings, and how many siblings (itself included) there are. */
  index: number;
  siblings: number;
  /** Levels below it: 0 without children. */
  height: number;
}

/** Every entry of a menu, parents first, with its level and place. */
export function flattenMenu(entries: readonly NavigationEntry[], level = 1): EntryInfo[] {
  return entries.flatMap((entry, index) => {
    const below = flattenMenu(entry.children, level + 1);
    const height = below.reduce((most, info) => Math.max(most, info.level - level), 0);
    return [{ entry, level, index, siblings: entries.length, height }, ...below];
  });
}

export function containsKey(entries: readonly NavigationEntry[], key: string): boolean {
  return entries.some((entry) => entry.key === key || containsKey(entry.children, key));
}

/** A menu without the given entries, whose children move up into their places (as the server lifts them). */
export function withoutEntries(entries: readonly NavigationEntry[], keys: ReadonlySet<string>): NavigationEntry[] {
  return entries.flatMap((entry) => {
    const children = withoutEntries(entry.children, keys);
    return keys.has(entry.key) ? children : [{ ...entry, children }];
  });
}

const pageKeys = (entries: readonly NavigationEntry[]): string[] =>
  entries.flatMap((entry) => [...(entry.type === 'page' ? [entry.key] : []), ...pageKeys(entry.children)]);

/**
 * The menus on the server once one menu is saved: that menu as sent, and the other without the pages
 * the saved one now holds (a page has one place: saving a menu takes its pages out of the other one).
 * What the module falls back to when a later save of the same change fails.
 */
export function afterSave(trees: NavigationTrees, menu: Menu, sent: NavigationEntry[]): NavigationTrees {
  const other: Menu = menu === 'main' ? 'footer' : 'main';
  return { [menu]: sent, [other]: withoutEntries(trees[other], new Set(pageKeys(sent))) } as NavigationTrees;
}
