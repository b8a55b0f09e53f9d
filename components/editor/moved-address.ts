/**
 * The editor's address once the open page's route changed from `from` to `to` (its new slug went live with
 * a publish), or null when it did not move. The editor's address ends with the page's route (`hrefFor`),
 * so the route is swapped at the end and the language prefix and the carried query stay.
 */
export function movedAddress(location: Pick<Location, 'pathname' | 'search'>, from: string | null | undefined, to: string | null): string | null {
  if (!from || !to || from === to || !location.pathname.endsWith(from)) return null;
  return `${location.pathname.slice(0, -from.length)}${to}${location.search}`;
}
