import { getTranslations } from 'next-intl/server';
import type { Storefront } from '@/app/[shop]/[mode]/[locale]/_lib/storefront';
import { RICH_TEXT_TEXT_KEYS, VALIDATION_TEXT_KEYS, WORKBENCH_TEXT_KEYS } from '@/components/editor/labels';
import { SHOP_SETTINGS_TEXT_KEYS } from '@/components/editor/site/shop-settings/labels';
import { logoChoices } from '@/components/editor/site/shop-settings/logo-choices';
import type { ShopSettingsModuleProps } from '@/components/editor/site/shop-settings/shop-settings-module';
import { PAYMENT_LOGOS, SHIPPING_LOGOS } from '@/components/shell/logo-catalogue';
import { logoLabel } from '@/components/shell/logo-labels';
import type { UiLanguage } from '@/lib/i18n/locales';
import { findShopBySlug } from '@/lib/server/shop/get-shop';
import { withSiteDrafts } from '@/lib/server/site/with-site-drafts';
import { readWithVersion } from '@/lib/server/versions/resource-versions';
import { agentFileUrls, mcpEndpointUrl } from '@/lib/agents/agent-files';
import { routingConfigFromEnv } from '@/lib/routing/resolve-request';
import { texts } from '../texts';

const ROUTING = routingConfigFromEnv(process.env);

/**
 * The shop settings module's start: the shop read afresh with its settings' version (hidden locales included)
 * and the changes waiting for "Publish site changes",
 * the logos to choose from and every text in the owner's language, as plain values for the client.
 */
export async function loadShopSettingsModule(storefront: Storefront, language: UiLanguage): Promise<ShopSettingsModuleProps> {
  const { value: shop, version } = await readWithVersion(storefront.shop.id, 'shop-settings',
    async () => withSiteDrafts((await findShopBySlug(storefront.shop.slug)) ?? storefront.shop));
  const [text, ui, validation, richText, shell, languages, agents] = await Promise.all([
    texts(language, 'EditorShopSettings', SHOP_SETTINGS_TEXT_KEYS), texts(language, 'EditorWorkbench', WORKBENCH_TEXT_KEYS),
    texts(language, 'EditorValidation', VALIDATION_TEXT_KEYS), texts(language, 'EditorRichText', RICH_TEXT_TEXT_KEYS),
    getTranslations({ locale: language, namespace: 'Shell' }), getTranslations({ locale: language, namespace: 'Languages' }),
    getTranslations({ locale: language, namespace: 'Agents' }),
  ]);
  // The published shop's addresses (storefront.shop): the files answer on its published address.
  const files = agentFileUrls(storefront.shop, storefront.locale, ROUTING);
  const logoName = (id: string) => logoLabel(id, (key) => shell(key));
  const { userSettings } = shop;
  return {
    language,
    locale: storefront.locale,
    shop: {
      title: shop.title, email: shop.email, baseUrl: shop.baseUrl, backOfficeOrigins: shop.backOfficeOrigins, faviconUrl: shop.faviconUrl, isClosed: shop.isClosed,
      defaultLocale: shop.defaultLocale, locales: shop.locales, userSettings,
    },
    version,
    logos: {
      payment: logoChoices(userSettings.paymentLogos ?? [], PAYMENT_LOGOS, logoName),
      shipping: logoChoices(userSettings.shippingLogos ?? [], SHIPPING_LOGOS, logoName),
    },
    // The shop's languages by their own names, as the storefront's language switcher shows them.
    localeNames: Object.fromEntries(shop.locales.map(({ identifier }) => [identifier, languages.has(identifier) ? languages(identifier) : identifier])),
    text, ui, validation, richText,
    agentFiles: [
      { label: text.agentsLlms, url: files.llms }, { label: agents('googleFeed'), url: files.googleFeed }, { label: agents('acpFeed'), url: files.acpFeed },
      { label: agents('mcp'), url: mcpEndpointUrl(storefront.shop, storefront.locale, ROUTING) },
    ],
  };
}
