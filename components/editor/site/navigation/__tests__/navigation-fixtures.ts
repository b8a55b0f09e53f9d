import type { NavigationEntry, NavigationTrees } from '../navigation-tree';

/** A page entry: its key is `page:{slug}`, which is enough for the tests. */
export const page = (slug: string, children: NavigationEntry[] = [], isVisible = true): NavigationEntry => ({
  key: `page:${slug}`, type: 'page', title: titleOf(slug), slug, categoryId: null, isVisible, children,
});

export const category = (slug: string, children: NavigationEntry[] = [], isVisible = true): NavigationEntry => ({
  key: `category:${slug}`, type: 'category', title: titleOf(slug), slug, categoryId: `id-${slug}`, isVisible, children,
});

const titleOf = (slug: string) => slug.split('-').map((word) => word[0]!.toUpperCase() + word.slice(1)).join(' ');

/**
 * Main: Home; Clothing > (T Shirts > Basics; Jackets); New Arrivals; Winter Sale (hidden).
 * Footer: About Us; Autumn Preview (hidden).
 */
export const trees = (): NavigationTrees => ({
  main: [
    category('home'),
    category('clothing', [category('t-shirts', [category('basics')]), page('jackets')]),
    page('new-arrivals'),
    category('winter-sale', [], false),
  ],
  footer: [page('about-us'), page('autumn-preview', [], false)],
});

/** A menu as nested titles, to compare shapes at a glance. */
export const outline = (entries: readonly NavigationEntry[]): unknown[] =>
  entries.map((entry) => (entry.children.length ? [entry.title, outline(entry.children)] : entry.title));
