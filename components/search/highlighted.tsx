import { highlightSegments } from '@/lib/search/word-match';

/** A suggestion's label with the part matching what was typed in <mark>. */
export function Highlighted({ text, query }: { text: string; query: string }) {
  return highlightSegments(text, query).map((segment, i) => (segment.marked ? <mark key={i}>{segment.text}</mark> : segment.text));
}
