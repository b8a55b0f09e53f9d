/** Products a shopper looked at, kept in their browser only (localStorage), newest first. */
export interface ViewedProduct {
  id: string;
  name: string;
  href: string;
}

/** How many products the list keeps. */
export const RECENTLY_VIEWED_MAX = 8;
/** The storage keys, one per shop; every key with this prefix goes when the shopper declines cookies. */
export const RECENTLY_VIEWED_PREFIX = 'vitrine:recently-viewed:';

export const recentlyViewedKey = (shop: string) => `${RECENTLY_VIEWED_PREFIX}${shop}`;

const isViewed = (value: unknown): value is ViewedProduct => typeof value === 'object' && value !== null
  && ['id', 'name', 'href'].every((field) => typeof (value as Record<string, unknown>)[field] === 'string')
  // Only the shop's own addresses: a stored link is rendered as one.
  && (value as ViewedProduct).href.startsWith('/') && !(value as ViewedProduct).href.startsWith('//');

/** The stored list, or none when it is missing or not ours. */
export function parseViewed(raw: string | null): ViewedProduct[] {
  try {
    const list: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(list) ? list.filter(isViewed).slice(0, RECENTLY_VIEWED_MAX) : [];
  } catch {
    return [];
  }
}

/** The list with this product first (once), at most RECENTLY_VIEWED_MAX long. */
export function withViewed(list: ViewedProduct[], product: ViewedProduct): ViewedProduct[] {
  return [product, ...list.filter((item) => item.id !== product.id)].slice(0, RECENTLY_VIEWED_MAX);
}
