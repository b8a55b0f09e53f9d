import { asPageHeadline, openingHeadlineId } from '@/components/blocks/page-headline';
import type { Block } from '@/lib/schemas/page-content';
import { homeContent } from '../content/home';
import { INFO_PAGES } from '../content/info-pages';
import { LEGAL_DE } from '../content/legal-de';
import { LEGAL_EN } from '../content/legal-en';
import { LEGAL_FR } from '../content/legal-fr';
import { SEED_LOCALES } from '../locales';
import { contentRefs } from './content-refs';

const refs = contentRefs();

/** Blocks whose product cards are h3 headings (components/catalog/product-card.tsx). */
const CARD_BLOCKS = new Set(['category', 'product-slider', 'category-swiper']);

/** The heading levels a page's blocks render, in document order; the text that names the page shows its leading heading as the h1. */
function headingLevels(blocks: readonly Block[], headlineBlockId: string | null = null): number[] {
  return blocks.flatMap((block) => {
    const stored = String(block.data.content ?? block.data.html ?? '');
    const html = block._id === headlineBlockId ? asPageHeadline(stored) : stored;
    const own = [...html.matchAll(/<h([1-6])\b/g)].map((match) => Number(match[1]));
    const cards = CARD_BLOCKS.has(block.type) ? [3] : [];
    return [...own, ...cards, ...(block.columns ?? []).flatMap((column) => headingLevels(column, headlineBlockId))];
  });
}

/** The first level that skips one below the heading before it (the page's h1 comes first); null when none does. */
function firstSkip(levels: number[]): string | null {
  let previous = 1;
  for (const level of levels) {
    if (level > previous + 1) return `h${previous} → h${level}`;
    previous = level;
  }
  return null;
}

describe('seeded content headings', () => {
  it.each(SEED_LOCALES)('never skip a level below the page title on the info pages (%s)', (locale) => {
    for (const page of INFO_PAGES) expect([page.key, firstSkip(headingLevels(page.content(refs, locale).blocks))]).toEqual([page.key, null]);
  });

  it.each(SEED_LOCALES)('open the home page with its hero\'s headline as the one h1, and never skip a level below it (%s)', (locale) => {
    const { blocks } = homeContent(refs, locale);
    // The home page shows no title of its own (app/[shop]/[mode]/[locale]/_lib/home-heading.ts).
    const levels = headingLevels(blocks, openingHeadlineId(blocks));
    expect(levels[0]).toBe(1);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(firstSkip(levels.slice(1))).toBeNull();
  });

  it('never skip a level below the page title on the legal pages', () => {
    for (const texts of [LEGAL_EN, LEGAL_DE, LEGAL_FR]) {
      for (const [slug, { html }] of Object.entries(texts)) {
        expect([slug, firstSkip(headingLevels([{ _id: 'b-1', type: 'text', data: { content: html } }]))]).toEqual([slug, null]);
      }
    }
  });

  it('finds a skip where there is one', () => {
    expect(firstSkip(headingLevels([{ _id: 'b-1', type: 'text', data: { content: '<p>Intro</p>' } }, { _id: 'b-2', type: 'category', data: {} }])))
      .toBe('h1 → h3');
  });
});
