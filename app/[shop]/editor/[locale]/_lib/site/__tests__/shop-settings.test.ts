import type { Storefront } from '@/app/[shop]/[mode]/[locale]/_lib/storefront';
import type { Shop } from '@/lib/server/shop/types';
import german from '@/messages/de.json';
import { loadShopSettingsModule } from '../shop-settings';

// The owner's messages as next-intl reads them on the server, without a request.
jest.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: string; namespace: string }) => {
    if (locale !== 'de') throw new Error(`only German here, not ${locale}`);
    const texts = (german as unknown as Record<string, Record<string, string>>)[namespace]!;
    return Object.assign((key: string) => texts[key], { has: (key: string) => key in texts });
  },
}));

// The shop and its settings' version, read afresh by the loader.
jest.mock('@/lib/server/shop/get-shop', () => ({ findShopBySlug: async () => shop }));
// No site changes wait: the shop as it is live.
jest.mock('@/lib/server/site/with-site-drafts', () => ({ withSiteDrafts: async (live: unknown) => live }));
jest.mock('@/lib/server/versions/resource-versions', () => ({ readWithVersion: async (_shop: string, _resource: string, read: () => Promise<unknown>) => ({ value: await read(), version: 4 }) }));

const shop = {
  id: 'shop-1', slug: 'demo', title: 'Corner Shop', email: 'hello@corner.test', baseUrl: 'https://corner.test',
  backOfficeOrigins: ['https://admin.corner.test'], faviconUrl: null, isClosed: true, defaultLocale: 'en',
  locales: [{ identifier: 'en', isVisible: true }, { identifier: 'it', isVisible: false }],
  userSettings: { paymentLogos: [{ id: 'invoice', filename: 'invoice.svg', active: true }] },
} as unknown as Shop;

describe('the shop settings module\'s start', () => {
  it('is the shop with its hidden locales, every logo to choose from and the texts in the owner\'s language', async () => {
    const props = await loadShopSettingsModule({ shop, mode: 'editor', locale: 'it' } as Storefront, 'de');
    expect(props.language).toBe('de');
    // The shop's texts are edited in the locale the editor is open in, whatever the owner's language.
    expect(props.locale).toBe('it');
    expect(props.shop).toEqual({
      title: 'Corner Shop', email: 'hello@corner.test', baseUrl: 'https://corner.test', backOfficeOrigins: ['https://admin.corner.test'],
      faviconUrl: null, isClosed: true, defaultLocale: 'en', locales: shop.locales, userSettings: shop.userSettings,
    });
    expect(props.version).toBe(4);
    expect(props.text.shopSettings).toBe(german.EditorShopSettings.shopSettings);
    expect(props.ui.saving).toBe(german.EditorWorkbench.saving);
    expect(props.richText.bold).toBe(german.EditorRichText.bold);
    expect(props.validation.link).toBe(german.EditorValidation.link);
    // The shop's logo first, in the owner's words; then the rest of the catalogue, brands by their names.
    expect(props.logos.payment[0]).toEqual({ id: 'invoice', filename: 'invoice.svg', active: true, name: german.Shell.logoInvoice });
    expect(props.logos.payment).toContainEqual({ id: 'paypal', filename: 'paypal.svg', active: false, name: 'PayPal' });
    expect(props.logos.shipping.map((logo) => logo.active)).not.toContain(true);
    expect(props.localeNames).toEqual({ en: 'English', it: 'Italiano' });
  });
});
