import { CARRIED_QUERY_PARAMS } from './constants';

/** The carried parameters of a query string, in the spec's order; other parameters are dropped. */
export function pickCarriedQuery(search: URLSearchParams): URLSearchParams {
  const carried = new URLSearchParams();
  for (const name of CARRIED_QUERY_PARAMS) {
    for (const value of search.getAll(name)) carried.append(name, value);
  }
  return carried;
}

/** `?a=1&b=2`, or '' when there is nothing to append. */
export function toSearch(params: URLSearchParams): string {
  const text = params.toString();
  return text ? `?${text}` : '';
}
