import { sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { countries, couponCampaigns, coupons, paymentMethods, shippingMethods, shopCountries } from '../schema';
import { DEMO } from './demo';
import { forLocales, SEED_LOCALES, type Localized } from './locales';
import type { SeededShop } from './shops-and-themes';

const EU = ['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK'];
const OTHERS = ['CH', 'GB', 'NO', 'US', 'CA'];

/** The EU countries plus CH, GB, NO, US and CA, named in every seed locale by the runtime's ICU data. */
export async function seedCountries(db: Executor): Promise<number> {
  const namers = SEED_LOCALES.map((locale) => [locale, new Intl.DisplayNames([locale], { type: 'region' })] as const);
  const rows = [...EU, ...OTHERS].map((code) => ({ code, name: Object.fromEntries(namers.map(([locale, names]) => [locale, names.of(code) ?? code])) }));
  // Countries are shared by all shops: a second seed refreshes the names instead of failing.
  await db.insert(countries).values(rows).onConflictDoUpdate({ target: countries.code, set: { name: sql`excluded.name` } });
  return rows.length;
}

const SHIPPING: { name: Localized; description: Localized; logo: string; amounts: (typeof DEMO.shipping)[keyof typeof DEMO.shipping] }[] = [
  {
    name: { en: 'Standard delivery', de: 'Standardversand', fr: 'Livraison standard' },
    description: { en: '2-4 working days, free from 50 EUR', de: '2-4 Werktage, ab 50 EUR kostenlos', fr: '2 à 4 jours ouvrés, gratuite dès 50 EUR' },
    logo: 'dhl', amounts: DEMO.shipping.standard,
  },
  {
    name: { en: 'Express delivery', de: 'Expressversand', fr: 'Livraison express' },
    description: { en: 'Next working day', de: 'Am nächsten Werktag', fr: 'Le jour ouvré suivant' },
    logo: 'ups', amounts: DEMO.shipping.express,
  },
];

const PAYMENT = [
  { kind: 'invoice', name: { en: 'Invoice', de: 'Rechnung', fr: 'Facture' }, description: { en: 'Pay within 14 days', de: 'Zahlbar innerhalb von 14 Tagen', fr: 'Payable sous 14 jours' } },
  { kind: 'prepayment', name: { en: 'Prepayment', de: 'Vorkasse', fr: 'Paiement anticipé' }, description: { en: 'Bank transfer before dispatch', de: 'Überweisung vor dem Versand', fr: 'Virement avant l’expédition' } },
  { kind: 'paypal-express', name: { en: 'PayPal Express', de: 'PayPal Express', fr: 'PayPal Express' }, description: { en: 'Pay with your PayPal account', de: 'Mit Ihrem PayPal-Konto bezahlen', fr: 'Payer avec votre compte PayPal' } },
  { kind: 'amazon-pay', name: { en: 'Amazon Pay', de: 'Amazon Pay', fr: 'Amazon Pay' }, description: { en: 'Pay with your Amazon account', de: 'Mit Ihrem Amazon-Konto bezahlen', fr: 'Payer avec votre compte Amazon' } },
] as const;

/** Delivery countries, shipping and payment methods and the DEMO coupons of one shop. */
export async function seedCommerce(db: Executor, shop: SeededShop): Promise<void> {
  const shopId = shop.id;
  const localized = (text: Localized) => forLocales(text, shop.locales);
  await db.insert(shopCountries).values(DEMO.shopCountries[shop.key].map((countryCode) => ({ shopId, countryCode })));
  await db.insert(shippingMethods).values(SHIPPING.map((method, position) => ({
    shopId, position, name: localized(method.name), description: localized(method.description), logo: method.logo, ...method.amounts,
  })));
  await db.insert(paymentMethods).values(PAYMENT.map((method, position) => ({
    shopId, position, kind: method.kind, name: localized(method.name), description: localized(method.description), logo: method.kind,
  })));

  const day = 86_400_000;
  const now = Date.now();
  const validity = {
    welcome: {},
    big50: {},
    expired: { validFrom: new Date(now - 90 * day), validUntil: new Date(now - 30 * day) },
  };
  for (const [key, coupon] of Object.entries(DEMO.coupons) as [keyof typeof DEMO.coupons, (typeof DEMO.coupons)[keyof typeof DEMO.coupons]][]) {
    const [campaign] = await db.insert(couponCampaigns).values({
      shopId, name: coupon.campaign, discountType: coupon.discountType, discountValue: coupon.discountValue,
      minimumOrderAmount: coupon.minimumOrderAmount, ...validity[key],
    }).returning({ id: couponCampaigns.id });
    await db.insert(coupons).values({ shopId, campaignId: campaign!.id, code: coupon.code.toUpperCase() });
  }
}
