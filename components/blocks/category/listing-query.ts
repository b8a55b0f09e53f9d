import { MAX_PAGE, type SortOption } from '@/lib/catalog/listing';

/** The sort and page a listing block's address asks for; unknown sorts are ignored, pages capped (spec section 5). */
export function readListingQuery(search: string, sorts: readonly SortOption[]): { sort: SortOption | null; page: number } {
  const params = new URLSearchParams(search);
  const sort = params.get('sort');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    sort: sorts.find((option) => option === sort) ?? null,
    page: Number.isFinite(page) && page > 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** Writes sort and page into the address without a history entry; null removes a parameter. */
export function writeListingQuery(changes: { sort?: string | null; page?: number | null }): void {
  const url = new URL(window.location.href);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    if (value === null || value === 1) url.searchParams.delete(name);
    else url.searchParams.set(name, String(value));
  }
  window.history.replaceState(window.history.state, '', url);
}

/** Subscribes to back and forward navigation, which changes the address under the listing. */
export function subscribeToHistory(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}
