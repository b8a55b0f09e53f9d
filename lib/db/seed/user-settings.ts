import { shopUserSettingsSchema, type ShopUserSettings } from '@/lib/schemas/shop-settings';
import { forLocales, type Locale, type Localized } from './locales';

/** The header's selling points in every seed locale, and whether shoppers see them. */
const SELLING_POINTS: { texts: Localized; active: boolean }[] = [
  { texts: { en: 'Free shipping from 50 EUR', de: 'Kostenloser Versand ab 50 EUR', fr: 'Livraison gratuite dès 50 EUR' }, active: true },
  { texts: { en: '30 days free returns', de: '30 Tage kostenlose Rücksendung', fr: 'Retours gratuits sous 30 jours' }, active: true },
  { texts: { en: 'Climate-neutral delivery', de: 'Klimaneutraler Versand', fr: 'Livraison neutre en carbone' }, active: true },
  { texts: { en: 'Same-day dispatch before 2 pm', de: 'Versand am selben Tag bei Bestellung vor 14 Uhr', fr: 'Expédition le jour même avant 14 h' }, active: false },
];

/**
 * The cookie notice in every seed locale: each message links the cookie policy of its own language
 * (legal pages keep their slug in every locale; the default locale, English, has no prefix).
 */
const COOKIE_NOTICE: Record<Locale, { title: string; gdprMessageHtml: string }> = {
  en: {
    title: 'We use cookies',
    gdprMessageHtml: '<p>We use cookies to keep your cart and, with your consent, to understand how our shop is used. Read more in our <a href="/l/cookiepolicy">cookie policy</a>.</p>',
  },
  de: {
    title: 'Wir verwenden Cookies',
    gdprMessageHtml: '<p>Wir verwenden Cookies, um Ihren Warenkorb zu speichern und, mit Ihrer Einwilligung, um zu verstehen, wie unser Shop genutzt wird. Mehr dazu in unserer <a href="/de/l/cookiepolicy">Cookie-Richtlinie</a>.</p>',
  },
  fr: {
    title: 'Nous utilisons des cookies',
    gdprMessageHtml: '<p>Nous utilisons des cookies pour conserver votre panier et, avec votre accord, pour comprendre comment notre boutique est utilisée. Pour en savoir plus, consultez notre <a href="/fr/l/cookiepolicy">politique relative aux cookies</a>.</p>',
  },
};

/** What the owner set in the editor: cookie notice and selling points (in each of the shop's locales), logos and social links. */
export function demoUserSettings(locales: readonly Locale[]): ShopUserSettings {
  return shopUserSettingsSchema.parse({
    cookieNotice: { active: true, texts: Object.fromEntries(locales.map((locale) => [locale, COOKIE_NOTICE[locale]])) },
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
