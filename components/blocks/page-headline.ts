import { hiddenOnOf } from '@/lib/schemas/block-visibility';

/** The part of a block the rule reads: stored content and render blocks both fit. */
interface HeadlineCandidate {
  _id: string;
  type: string;
  data?: Record<string, unknown>;
  settings?: Record<string, unknown>;
  columns?: HeadlineCandidate[][];
}

const LEADING_H2 = /^\s*<h2(\s[^>]*)?>([\s\S]*?)<\/h2>/;

const shownEverywhere = (block: HeadlineCandidate) => hiddenOnOf(block.settings).length === 0;

/**
 * The text block whose leading heading is the home page's headline, or null. The home page shows a
 * shop's front, not an entry titled "Home": when its content opens with a headline band (a
 * headline-block, the hero) whose first text starts with a heading, that heading names the page and
 * the entry's title is left out. Text blocks hold h2 to h6 only (pages own their h1, see
 * lib/sanitize-html.ts), so the view renders that one heading as the h1 (asPageHeadline). A band
 * hidden on some screen width would leave the page without a heading there, so it does not count.
 */
export function openingHeadlineId(blocks: readonly HeadlineCandidate[]): string | null {
  const first = blocks[0];
  // A section placed first opens the page with its own first block (expanded into the reference's column).
  const band = first?.type === 'section' && shownEverywhere(first) ? first.columns?.[0]?.[0] : first;
  if (band?.type !== 'headline-block' || !shownEverywhere(band)) return null;
  const text = band.columns?.[0]?.[0];
  if (text?.type !== 'text' || !shownEverywhere(text)) return null;
  return LEADING_H2.test(String(text.data?.content ?? '')) ? text._id : null;
}

/** A text's leading h2 as the page's h1, its attributes and content as they are. */
export function asPageHeadline(html: string): string {
  return html.replace(LEADING_H2, (_match, attributes: string | undefined, content: string) => `<h1${attributes ?? ''}>${content}</h1>`);
}
