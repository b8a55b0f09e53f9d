/** A page's query parameters as Next.js hands them over. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** The query parameters as a search string, for carrying them across a redirect. */
export function searchOf(query: SearchParams): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) search.append(name, item);
  }
  return search.toString();
}
