/**
 * How a suggestion's label answers what the shopper typed: every typed word is the start of a word of
 * the label, compared without case and accents ("jac" in "Rain Jacket", "cafe" in "Café"). The server
 * picks categories, pages and brands by it; the suggestion box marks the same parts, so what is marked
 * is what matched.
 */

const WORD = /[\p{L}\p{N}]+/gu;

/** Lowercased, accents dropped, one character for one character (so positions stay those of the label). */
function folded(text: string): string {
  return [...text].map((c) => c.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().slice(0, 1) || c).join('');
}

/** The typed words, folded; at most ten. */
export function typedWords(q: string): string[] {
  return (folded(q).match(WORD) ?? []).slice(0, 10);
}

/** The label's words, folded, with the character (code point) each starts at. */
function labelWords(label: string): { start: number; word: string }[] {
  const text = folded(label);
  return [...text.matchAll(WORD)].map((m) => ({ start: [...text.slice(0, m.index)].length, word: m[0] }));
}

/** Whether every typed word starts a word of the label. */
export function matchesWords(label: string, q: string): boolean {
  const typed = typedWords(q);
  const words = labelWords(label);
  return typed.length > 0 && typed.every((t) => words.some((w) => w.word.startsWith(t)));
}

/** A piece of a label, marked when it is the part a typed word matched. */
export interface Segment { text: string; marked: boolean }

/** The label cut into plain and marked pieces: each label word's longest typed prefix is marked. */
export function highlightSegments(label: string, q: string): Segment[] {
  const typed = typedWords(q);
  const chars = [...label];
  const marked = new Array<boolean>(chars.length).fill(false);
  for (const { start, word } of labelWords(label)) {
    const length = Math.max(0, ...typed.filter((t) => word.startsWith(t)).map((t) => [...t].length));
    for (let i = start; i < start + length; i++) marked[i] = true;
  }
  const segments: Segment[] = [];
  chars.forEach((c, i) => {
    const last = segments.at(-1);
    if (last && last.marked === marked[i]) last.text += c;
    else segments.push({ text: c, marked: marked[i]! });
  });
  return segments;
}
