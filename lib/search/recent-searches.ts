/**
 * The shopper's recent searches, kept in this browser only (localStorage, per shop): offered when the
 * search box is empty and focused. Nothing is sent anywhere. Storage may be unavailable (private modes,
 * blocked storage): then there are simply no recent searches.
 */
export const MAX_RECENT_SEARCHES = 5;

const keyOf = (shop: string) => `vitrine:recent-searches:${shop}`;

export function readRecentSearches(shop: string): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(keyOf(shop)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((q): q is string => typeof q === 'string').slice(0, MAX_RECENT_SEARCHES) : [];
  } catch {
    return [];
  }
}

/** Puts a search first, once (the same words in another case count as the same search). */
export function rememberSearch(shop: string, q: string): string[] {
  const searches = [q, ...readRecentSearches(shop).filter((earlier) => earlier.toLowerCase() !== q.toLowerCase())].slice(0, MAX_RECENT_SEARCHES);
  try {
    localStorage.setItem(keyOf(shop), JSON.stringify(searches));
  } catch {
    // Not kept: storage is full or blocked.
  }
  return searches;
}

export function clearRecentSearches(shop: string): void {
  try {
    localStorage.removeItem(keyOf(shop));
  } catch {
    // Nothing was kept.
  }
}
