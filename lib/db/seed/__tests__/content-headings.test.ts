import { randomUUID } from 'node:crypto';
import type { Block } from '@/lib/schemas/page-content';
import type { SeededDepartment } from '../catalog/categories';
import { homeContent } from '../content/home';
import { INFO_PAGES } from '../content/info-pages';
import { LEGAL_DE } from '../content/legal-de';
import { LEGAL_EN } from '../content/legal-en';
import { LEGAL_FR } from '../content/legal-fr';
import type { ContentRefs } from '../content/refs';
import { SEED_LOCALES } from '../locales';

const image = { url: `/media/${randomUUID()}/picture.svg`, width: 800, height: 600 };
const refs: ContentRefs = {
  shop: { id: randomUUID(), title: 'Demo', locales: SEED_LOCALES, defaultLocale: 'en' },
  departments: [{ id: randomUUID(), children: [{ id: randomUUID() }] } as unknown as SeededDepartment],
  images: { product: () => image, banners: [image, image], feature: image },
  productIds: [randomUUID()],
};

/** Blocks whose product cards are h3 headings (components/catalog/product-card.tsx). */
const CARD_BLOCKS = new Set(['category', 'product-slider', 'category-swiper']);

/** The heading levels a page's blocks render, in document order. */
function headingLevels(blocks: readonly Block[]): number[] {
  return blocks.flatMap((block) => {
    const html = String(block.data.content ?? block.data.html ?? '');
    const own = [...html.matchAll(/<h([1-6])\b/g)].map((match) => Number(match[1]));
    const cards = CARD_BLOCKS.has(block.type) ? [3] : [];
    return [...own, ...cards, ...(block.columns ?? []).flatMap((column) => headingLevels(column))];
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
  it.each(SEED_LOCALES)('never skip a level below the page title on the info pages and the home page (%s)', (locale) => {
    for (const page of INFO_PAGES) expect([page.key, firstSkip(headingLevels(page.content(refs, locale).blocks))]).toEqual([page.key, null]);
    expect(firstSkip(headingLevels(homeContent(refs, locale).blocks))).toBeNull();
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
