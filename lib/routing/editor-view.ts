/**
 * "View as shopper" from the editor: the editor's address with `?view=shopper` shows the page with its
 * draft as shoppers will see it once published, without the workspace. The page reads the query; the
 * editor's layout, which gets no query in the App Router, reads this request header, which the proxy sets
 * from the query (and removes from anything a client sent).
 */
export const EDITOR_VIEW_HEADER = 'x-vitrine-editor-view';
export const SHOPPER_VIEW = 'shopper';

export const isShopperView = (search: URLSearchParams): boolean => search.get('view') === SHOPPER_VIEW;

/** The editor's address `href` (path and query) in the shopper's view. */
export function shopperViewHref(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  query.set('view', SHOPPER_VIEW);
  return `${pathname}?${query}`;
}
