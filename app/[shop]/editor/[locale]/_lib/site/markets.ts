import type { Storefront } from '@/app/[shop]/[mode]/[locale]/_lib/storefront';
import { MARKETS_TEXT_KEYS } from '@/components/editor/site/markets/labels';
import type { MarketsModuleProps } from '@/components/editor/site/markets/markets-module';
import type { UiLanguage } from '@/lib/i18n/locales';
import { listShopCountries } from '@/lib/server/checkout/methods';
import { regionName } from '@/lib/i18n/region-names';
import { texts } from '../texts';

/**
 * The Markets module's start: the countries the shop delivers to and the currencies a new market can
 * sell in (ISO 4217, those `Intl.NumberFormat` formats prices in), named in the owner's language, the
 * shop's own VAT rate and the texts. The markets, price lists and tax rates the module reads through the API.
 */
export async function loadMarketsModule(storefront: Storefront, language: UiLanguage): Promise<MarketsModuleProps> {
  const [text, workbench, shopCountries] = await Promise.all([
    texts(language, 'EditorMarkets', MARKETS_TEXT_KEYS), texts(language, 'EditorWorkbench', ['markets']), listShopCountries(storefront.shop, language),
  ]);
  const countries = shopCountries
    .map(({ code }) => ({ code, name: regionName(code, language) }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
  const currencyNames = new Intl.DisplayNames([language], { type: 'currency' });
  const currencies = Intl.supportedValuesOf('currency').map((code) => ({ code, name: currencyNames.of(code) ?? code }));
  return { title: workbench.markets, text, countries, currencies, shopRateBasisPoints: storefront.shop.taxRateBasisPoints, language };
}
