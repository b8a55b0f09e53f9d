/**
 * How the owner's search tools name a query and a week: counts, pins and synonyms compare queries in
 * this one form, so "  Wool  Jacket" and "wool jacket" are the same search.
 */

/** Longer queries are cut: a report row is about what shoppers look for, not pasted text. */
export const MAX_COUNTED_QUERY_LENGTH = 100;

/** Lower case, trimmed, runs of white space as one space, at most MAX_COUNTED_QUERY_LENGTH characters. */
export function normaliseQuery(q: string): string {
  return [...q.toLowerCase().replace(/\s+/gu, ' ').trim()].slice(0, MAX_COUNTED_QUERY_LENGTH).join('').trim();
}

/** The Monday (UTC) of the ISO week of the date, as YYYY-MM-DD: the week a count belongs to. */
export function isoWeekOf(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  // getUTCDay: Sunday 0; an ISO week starts on Monday.
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

const WORD = /[\p{L}\p{N}]+/gu;

/** A synonym as stored: normalised, its words joined by one space; empty when it has no letter or digit. */
export function synonymWord(text: string): string {
  return (normaliseQuery(text).match(WORD) ?? []).join(' ');
}

/**
 * Each single word of the groups with the other entries of its group(s), for expanding a query's words:
 * with ["hoodie", "sweatshirt", "pull over"], "hoodie" also searches "sweatshirt" and "pull over". A
 * phrase is searched as an alternative but does not itself expand (a query is expanded word by word).
 */
export function synonymAlternatives(groups: string[][]): Map<string, string[]> {
  const alternatives = new Map<string, Set<string>>();
  for (const group of groups) {
    for (const word of group) {
      if (word.includes(' ')) continue;
      const others = alternatives.get(word) ?? new Set<string>();
      for (const other of group) if (other !== word) others.add(other);
      alternatives.set(word, others);
    }
  }
  return new Map([...alternatives].map(([word, others]) => [word, [...others]]));
}

/** Two maps of alternatives per word as one, each word's alternatives once. */
export function mergeAlternatives(a: Map<string, string[]>, b: Map<string, string[]>): Map<string, string[]> {
  const merged = new Map(a);
  for (const [word, others] of b) merged.set(word, [...new Set([...(merged.get(word) ?? []), ...others])]);
  return merged;
}
