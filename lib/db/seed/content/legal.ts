import { randomUUID } from 'node:crypto';
import { LEGAL_PAGE_SLUGS } from '@/lib/schemas/legal';
import type { Executor } from '../../client';
import { pages, pageTranslations } from '../../schema';
import type { Locale } from '../locales';
import { BlockBuilder, pageContent } from './blocks';
import { seedDocument } from './documents';
import { LEGAL_DE } from './legal-de';
import { LEGAL_EN } from './legal-en';
import { LEGAL_FR } from './legal-fr';
import type { LegalTexts } from './legal-types';

const TEXTS: Record<Locale, LegalTexts> = { en: LEGAL_EN, de: LEGAL_DE, fr: LEGAL_FR };

/** The six legal pages, visible, addressed by their fixed slug in every locale. */
export async function seedLegalPages(db: Executor, shop: { id: string; title: string; locales: readonly Locale[]; defaultLocale: Locale }): Promise<number> {
  const rows = LEGAL_PAGE_SLUGS.map((legalSlug) => ({ id: randomUUID(), shopId: shop.id, type: 'legal' as const, legalSlug, isVisible: true }));
  await db.insert(pages).values(rows);
  await db.insert(pageTranslations).values(rows.flatMap((page) => shop.locales.map((locale) => {
    const { title } = TEXTS[locale][page.legalSlug];
    return { pageId: page.id, shopId: shop.id, locale, slug: page.legalSlug, title };
  })));
  for (const page of rows) {
    await seedDocument(db, shop, { pageId: page.id }, shop.locales.map((locale) => ({
      locale, content: pageContent([new BlockBuilder().text(TEXTS[locale][page.legalSlug].html.replaceAll('{shop}', shop.title))]),
    })));
  }
  return rows.length;
}
