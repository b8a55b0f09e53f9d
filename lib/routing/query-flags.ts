/**
 * Whether a query parameter is set, for routing decisions. A parameter without a value (`?preview`,
 * `?shop=`) counts as absent: next.config's rewrites and the proxy's matcher cannot tell it from a
 * missing one (Next's `has`/`missing` need a non-empty value), so the proxy, the pages and the API
 * follow the same rule rather than each deciding otherwise.
 */
export function hasQueryValue(search: URLSearchParams, name: string): boolean {
  return search.getAll(name).some((value) => value !== '');
}

/** Preview (`?preview=1`) or theme preview (`?previewTheme=...`) of the shop. */
export function isPreviewRequest(search: URLSearchParams): boolean {
  return hasQueryValue(search, 'preview') || hasQueryValue(search, 'previewTheme');
}
