/**
 * The header an HTTP cache in front reads a page's cache tags from: Varnish's xkey vmod (deploy/varnish)
 * takes keys separated by spaces, so a publish can drop exactly the pages that showed the document.
 */
export const SURROGATE_KEY_HEADER = 'xkey' as const;

/** Where Next keeps, in a page's cache entry, the tags it was rendered with (comma-separated). */
const NEXT_CACHE_TAGS_HEADER = 'x-next-cache-tags';
/** Next's implicit tags (`_N_T_/layout`, `_N_T_/{path}`) serve revalidatePath, which the app never calls. */
const IMPLICIT_TAG_PREFIX = '_N_T_';
/**
 * The implicit tag of a page rendered for preview: its internal path is `/{shop}/preview/...`
 * (lib/routing/resolve-request.ts). Preview is an owner's view (`private, no-store`), never an HTTP
 * cache's object, so it names no keys.
 */
const PREVIEW_PATH_TAG = /^_N_T_\/[^/]+\/preview(?:\/|$)/;

/**
 * The keys of a cached page: the app's own tags it was rendered with (TAGS in
 * lib/server/storefront-cache.ts: `shop:demo`, `document:demo:page:…`), once each; none for a preview.
 * `nextCacheTags`: the entry's `x-next-cache-tags`.
 */
export function surrogateKeys(nextCacheTags: string): string[] {
  const tags = nextCacheTags.split(',').map((tag) => tag.trim()).filter(Boolean);
  if (tags.some((tag) => PREVIEW_PATH_TAG.test(tag))) return [];
  return [...new Set(tags.filter((tag) => !tag.startsWith(IMPLICIT_TAG_PREFIX)))];
}

/**
 * Gives a cached page its surrogate keys header, stored with it like its content policy, so that every
 * answer from Next's page cache tells the HTTP cache in front which revalidations must purge it. The
 * purge itself: lib/server/http-cache/purge.ts.
 */
export function addSurrogateKeys(value: { kind?: string; headers?: Record<string, unknown> } | null | undefined): void {
  // Every cached page request reads its entry: keys stored with it (by `set`, or an earlier read of the
  // same entry) are not worked out again, as the content policy beside them is not.
  if (value?.kind !== 'APP_PAGE' || value.headers?.[SURROGATE_KEY_HEADER] !== undefined) return;
  const recorded = value.headers?.[NEXT_CACHE_TAGS_HEADER];
  if (typeof recorded !== 'string') return;
  const keys = surrogateKeys(recorded);
  if (keys.length > 0) value.headers![SURROGATE_KEY_HEADER] = keys.join(' ');
}
