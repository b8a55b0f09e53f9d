import type { CategoryNodePayload } from '@/lib/contract/catalog';

/** One category of the tree as a row of the picker: its depth and the titles of the way down to it. */
export interface CategoryRow {
  categoryId: string;
  title: string;
  depth: number;
  /** Titles from the top category down to this one. */
  path: string[];
  /** Hidden from shoppers: itself, or below a hidden category (which hides its subtree). */
  hidden: boolean;
  /** Ids of the categories above it, top first. */
  ancestors: string[];
}

/** The tree as rows in its order, each parent before its children. */
export function categoryRows(tree: CategoryNodePayload[]): CategoryRow[] {
  const rows: CategoryRow[] = [];
  const visit = (nodes: CategoryNodePayload[], above: CategoryRow | null) => {
    for (const node of nodes) {
      const row: CategoryRow = {
        categoryId: node.categoryId,
        title: node.title,
        depth: above ? above.depth + 1 : 0,
        path: [...(above?.path ?? []), node.title],
        hidden: !node.isVisible || (above?.hidden ?? false),
        ancestors: above ? [...above.ancestors, above.categoryId] : [],
      };
      rows.push(row);
      visit(node.children, row);
    }
  };
  visit(tree, null);
  return rows;
}

/**
 * The rows whose title contains the typed text, with the categories above them so the nesting still
 * shows, and how many matched. `keep` (the chosen category) stays whatever is typed, so the select
 * never loses its value.
 */
export function filterCategoryRows(rows: CategoryRow[], text: string, keep: string | undefined): { rows: CategoryRow[]; matches: number } {
  const wanted = text.trim().toLocaleLowerCase();
  if (!wanted) return { rows, matches: rows.length };
  const shown = new Set<string>();
  let matches = 0;
  for (const row of rows) {
    const matching = row.title.toLocaleLowerCase().includes(wanted);
    if (matching) matches += 1;
    if (!matching && row.categoryId !== keep) continue;
    shown.add(row.categoryId);
    for (const id of row.ancestors) shown.add(id);
  }
  return { rows: rows.filter((row) => shown.has(row.categoryId)), matches };
}
