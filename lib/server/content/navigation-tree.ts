import type { NavigationInputItem } from '@/lib/contract/content';

/** Most entries one menu may hold. */
export const MAX_NAVIGATION_ENTRIES = 500;

/** One entry of a sent tree, flattened in order with where it sits. */
export interface FlatNavigationEntry {
  /** Index of the parent in the flat list, or null at the top level. */
  parent: number | null;
  position: number;
  depth: number;
  slug?: string;
  categoryId?: string;
  isVisible: boolean;
  /** Where the entry was in the request, for error messages (`body.0.children.1`). */
  path: string;
}

export interface FlattenResult {
  entries: FlatNavigationEntry[];
  errors: { path: string; message: string }[];
}

/**
 * Flattens a navigation tree parents first and checks what the schema cannot: the same page or
 * category twice, more than `maxDepth` levels, more than MAX_NAVIGATION_ENTRIES entries.
 */
export function flattenNavigationTree(tree: readonly NavigationInputItem[], maxDepth: number): FlattenResult {
  const entries: FlatNavigationEntry[] = [];
  const errors: FlattenResult['errors'] = [];
  const seen = new Set<string>();
  const visit = (items: readonly NavigationInputItem[], parent: number | null, depth: number, path: string) => {
    items.forEach((item, position) => {
      const itemPath = `${path}.${position}`;
      if (depth > maxDepth) {
        errors.push({ path: itemPath, message: `The navigation is at most ${maxDepth} levels deep` });
        return;
      }
      const key = item.slug !== undefined ? `page:${item.slug}` : `category:${item.categoryId}`;
      if (seen.has(key)) errors.push({ path: itemPath, message: `${key.replace(':', ' ')} appears more than once` });
      seen.add(key);
      entries.push({ parent, position, depth, slug: item.slug, categoryId: item.categoryId, isVisible: item.isVisible, path: itemPath });
      visit(item.children ?? [], entries.length - 1, depth + 1, `${itemPath}.children`);
    });
  };
  visit(tree, null, 1, 'body');
  if (entries.length > MAX_NAVIGATION_ENTRIES) {
    errors.push({ path: 'body', message: `A menu holds at most ${MAX_NAVIGATION_ENTRIES} entries` });
  }
  return { entries, errors: errors.slice(0, 20) };
}
