/**
 * A schema.org ItemList of the pages a listing shows (a category's products), in their order: the
 * summary-page form search engines read, one ListItem per page with its position and absolute URL.
 * Null for an empty listing, which lists nothing.
 */
export function buildItemListJsonLd(urls: readonly string[]): Record<string, unknown> | null {
  if (urls.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: urls.map((url, index) => ({ '@type': 'ListItem', position: index + 1, url })),
  };
}
