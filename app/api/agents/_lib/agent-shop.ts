import { getTranslations } from 'next-intl/server';
import type { MarkdownLabels } from '@/lib/agents/markdown/documents';
import { resolveUiLanguage } from '@/lib/i18n/locales';
import { shopOfRequest } from '@/lib/http/request-shop';
import { COUNTRY_CODE_PATTERN } from '@/lib/schemas/address-rules';
import { DEFAULT_LOCALE_SEGMENT } from '@/lib/routing/constants';
import { visibleLanguages } from '@/lib/server/seo/sitemap-shop';
import { showsClosedPage } from '@/lib/server/shop/get-shop';
import type { Shop } from '@/lib/server/shop/types';

/**
 * The shop and language an agent's request is for, chosen as the storefront chooses them (the `shop`
 * parameter, the host, the default shop; the language prefix, else the shop's default language); null
 * when shoppers would see nothing there: no such shop, a language they do not see, or a closed shop,
 * which shows shoppers only its closed page and so has nothing for agents either.
 */
export async function agentShop(request: Request, localeSegment: string | null): Promise<{ shop: Shop; locale: string } | null> {
  const resolved = await shopOfRequest(request);
  if (!resolved || showsClosedPage(resolved.shop, 'live')) return null;
  const { shop } = resolved;
  const locale = !localeSegment || localeSegment === DEFAULT_LOCALE_SEGMENT ? shop.defaultLocale : localeSegment;
  return visibleLanguages(shop).includes(locale) ? { shop, locale } : null;
}

/** The words agents' files use in a shop language (messages: Agents), in the UI language closest to it. */
export async function agentTexts(locale: string) {
  const t = await getTranslations({ locale: resolveUiLanguage(locale), namespace: 'Agents' });
  const labels: MarkdownLabels = {
    price: t('price'), availability: t('availability'), inStock: t('inStock'), outOfStock: t('outOfStock'), brand: t('brand'),
    sku: t('sku'), gtin: t('gtin'), mpn: t('mpn'), variants: t('variants'), products: t('products'), subcategories: t('subcategories'),
  };
  return { t, labels };
}

/**
 * The delivery country a feed is asked for (`?country=CH`, as the API takes it): `{}` without one, null
 * for a value that is no ISO 3166-1 alpha-2 code in upper case (answered 400, not quietly ignored).
 */
export function requestedCountry(request: Request): { country?: string } | null {
  const value = new URL(request.url).searchParams.get('country');
  if (!value) return {};
  return COUNTRY_CODE_PATTERN.test(value) ? { country: value } : null;
}
