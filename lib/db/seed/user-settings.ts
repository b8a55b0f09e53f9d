import { shopUserSettingsSchema, type ShopUserSettings } from '@/lib/schemas/shop-settings';
import { forLocales, type Locale, type Localized } from './locales';

/** The header's selling points in every seed locale, and whether shoppers see them. */
const SELLING_POINTS: { texts: Localized; active: boolean }[] = [
  { texts: { en: 'Free shipping from 50 EUR', de: 'Kostenloser Versand ab 50 EUR', fr: 'Livraison gratuite dès 50 EUR' }, active: true },
  { texts: { en: '30 days free returns', de: '30 Tage kostenlose Rücksendung', fr: 'Retours gratuits sous 30 jours' }, active: true },
  { texts: { en: 'Climate-neutral delivery', de: 'Klimaneutraler Versand', fr: 'Livraison neutre en carbone' }, active: true },
  { texts: { en: 'Same-day dispatch before 2 pm', de: 'Versand am selben Tag bei Bestellung vor 14 Uhr', fr: 'Expédition le jour même avant 14 h' }, active: false },
];

/** What the owner set in the editor: cookie notice, selling points (in each of the shop's locales), logos and social links. */
export function demoUserSettings(locales: readonly Locale[]): ShopUserSettings {
  return shopUserSettingsSchema.parse({
    cookieNotice: {
      active: true,
      title: 'We use cookies',
      gdprMessageHtml: '<p>We use cookies to keep your cart and, with your consent, to understand how our shop is used. Read more in our <a href="/l/cookiepolicy">cookie policy</a>.</p>',
    },
    headerUsps: SELLING_POINTS.map(({ texts, active }) => ({ texts: forLocales(texts, locales), active })),
    paymentLogos: [
      { id: 'paypal', filename: 'paypal.svg', active: true },
      { id: 'amazon-pay', filename: 'amazon-pay.svg', active: true },
      { id: 'invoice', filename: 'invoice.svg', active: true },
      { id: 'visa', filename: 'visa.svg', active: false },
      { id: 'mastercard', filename: 'mastercard.svg', active: false },
    ],
    shippingLogos: [
      { id: 'dhl', filename: 'dhl.svg', active: true },
      { id: 'ups', filename: 'ups.svg', active: true },
      { id: 'dpd', filename: 'dpd.svg', active: false },
    ],
    socialNetworks: [
      { name: 'Instagram', url: 'https://www.instagram.com/' },
      { name: 'Facebook', url: 'https://www.facebook.com/' },
      { name: 'Pinterest', url: 'https://www.pinterest.com/' },
    ],
  });
}
