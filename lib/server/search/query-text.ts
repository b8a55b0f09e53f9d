/** `%`, `_` and `\` match literally in LIKE patterns. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Words of the query as a prefix query on the name's lexemes (`mug:*A & sto:*A`); null without words.
 * A word with near spellings (lowercased word to words) matches as any of them: `(stonwa:*A | stoneware:*A)`.
 */
export function prefixQuery(q: string, nearSpellings?: Map<string, string[]>): string | null {
  // Only letters and digits reach to_tsquery, so nothing typed can form query syntax.
  const words = (q.match(WORD) ?? []).slice(0, 10);
  const term = (word: string) => {
    const near = (nearSpellings?.get(word.toLowerCase()) ?? []).filter((w) => (w.match(WORD) ?? []).join('') === w);
    return near.length > 0 ? `(${[word, ...near].map((w) => `${w}:*A`).join(' | ')})` : `${word}:*A`;
  };
  return words.length > 0 ? words.map(term).join(' & ') : null;
}
