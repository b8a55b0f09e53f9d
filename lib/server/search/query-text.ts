/** `%`, `_` and `\` match literally in LIKE patterns. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Words of the query as a prefix query on the name's lexemes (`mug:*A & sto:*A`); null without words. */
export function prefixQuery(q: string): string | null {
  // Only letters and digits reach to_tsquery, so nothing typed can form query syntax.
  const words = (q.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 10);
  return words.length > 0 ? words.map((word) => `${word}:*A`).join(' & ') : null;
}
