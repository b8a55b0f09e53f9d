/**
 * The fixed, well-known facts of the demo data that end-to-end and integration tests rely on.
 * The seed reads its shops, accounts, featured products and coupons from here, so a value changed
 * here changes the data; slugs of generated names are asserted by the seed's integration test.
 */
export const DEMO = {
  baseUrl: 'http://localhost:3000',
  /** Catalogue products (simple and variation masters, without variations) per shop by default. */
  defaultProducts: 300,
  beyondProducts: 40,
  shops: {
    demo: {
      slug: 'demo', title: 'Vitrine Demo Store', variant: 'hosted', isClosed: false, currency: 'EUR', taxRateBasisPoints: 1900,
      defaultLocale: 'en', locales: ['en', 'de', 'fr'], email: 'hello@demo.vitrine.test',
    },
    beyond: {
      slug: 'beyond-demo', title: 'Vitrine Beyond Demo', variant: 'beyond', isClosed: true, currency: 'EUR', taxRateBasisPoints: 1900,
      defaultLocale: 'en', locales: ['en', 'de'], email: 'hello@beyond-demo.vitrine.test',
    },
  },
  owners: {
    demo: { email: 'owner@demo.vitrine.test', password: 'demo-owner-2026' },
    beyond: { email: 'owner@beyond-demo.vitrine.test', password: 'beyond-owner-2026' },
  },
  customer: { shop: 'demo', email: 'shopper@demo.vitrine.test', password: 'demo-shopper-2026', firstName: 'Sam', lastName: 'Shopper' },
  /** Category slugs per locale; `home` is the first main-navigation entry and holds the home page. */
  categories: {
    home: { en: 'home', de: 'start', fr: 'accueil' },
    clothing: { en: 'clothing', de: 'bekleidung', fr: 'vetements' },
    tShirts: { en: 't-shirts', de: 't-shirts', fr: 't-shirts' },
    tableware: { en: 'mugs-tableware', de: 'tassen-geschirr', fr: 'tasses-vaisselle' },
  },
  /** Featured products: present in both shops unless `demoOnly`, first in their category listings. */
  products: {
    master: {
      sku: 'VT-TEE-001', priceAmount: 2490, stockLevel: null, demoOnly: false,
      slug: { en: 'classic-cotton-t-shirt', de: 'klassisches-t-shirt-aus-baumwolle', fr: 't-shirt-classique-en-coton' },
      colours: ['black', 'white', 'navy'], sizes: ['S', 'M', 'L', 'XL'],
      /** The black M variation. */
      variationSlug: { en: 'classic-cotton-t-shirt-black-m', de: 'klassisches-t-shirt-aus-baumwolle-schwarz-m', fr: 't-shirt-classique-en-coton-noir-m' },
    },
    mug: {
      sku: 'VT-MUG-001', priceAmount: 1490, stockLevel: 120, demoOnly: false,
      slug: { en: 'handmade-stoneware-mug', de: 'handgefertigte-tasse-aus-steingut', fr: 'mug-artisanal-en-gres' },
      bulkPrices: [{ minQuantity: 5, priceAmount: 1390 }, { minQuantity: 10, priceAmount: 1290 }],
      /** The owner's title of its cross-selling (manualCrossSellingTitle). */
      crossSellingTitle: { en: 'Made for your coffee table', de: 'Passend zum Kaffeetisch', fr: 'Pour votre table basse' },
    },
    lowStock: {
      sku: 'VT-SCARF-001', priceAmount: 3990, stockLevel: 2, demoOnly: false,
      slug: { en: 'nordic-grey-scarf', de: 'nordischer-grauer-schal', fr: 'echarpe-nordique-grise' },
    },
    soldOut: {
      sku: 'VT-BOOT-001', priceAmount: 14900, stockLevel: 0, demoOnly: true,
      slug: { en: 'elegant-black-ankle-boots', de: 'elegante-schwarze-stiefeletten', fr: 'bottines-elegantes-noires' },
    },
    sneakers: {
      sku: 'VT-SNEAK-001', priceAmount: 8995, stockLevel: 60, demoOnly: true,
      slug: { en: 'minimalist-white-sneakers', de: 'minimalistische-weisse-sneaker', fr: 'baskets-minimalistes-blanches' },
    },
  },
  pages: {
    about: { en: 'about-us', de: 'ueber-uns', fr: 'a-propos' },
    stores: { en: 'our-stores', de: 'unsere-filialen', fr: 'nos-magasins' },
    newArrivals: { en: 'new-arrivals', de: 'neuheiten', fr: 'nouveautes' },
  },
  /**
   * What the `demo` shop keeps from shoppers and only its owner sees in the editor: an info page in the
   * footer menu, a category at the end of the main menu, and Italian, a language in preparation whose
   * texts are still the English ones.
   */
  hidden: {
    page: { en: 'autumn-preview', de: 'herbst-vorschau', fr: 'apercu-automne' },
    category: { en: 'winter-sale', de: 'winterschlussverkauf', fr: 'soldes-d-hiver' },
    locale: { identifier: 'it', copiedFrom: 'en' },
  },
  coupons: {
    welcome: { code: 'WELCOME10', campaign: 'Welcome', discountType: 'percentage', discountValue: 1000, minimumOrderAmount: null },
    big50: { code: 'BIG50', campaign: '5 EUR off from 50 EUR', discountType: 'amount', discountValue: 500, minimumOrderAmount: 5000 },
    expired: { code: 'EXPIRED', campaign: 'Summer Sale', discountType: 'percentage', discountValue: 1500, minimumOrderAmount: null },
  },
  themes: {
    aurora: { name: 'aurora', version: '1.0.0', title: 'Aurora', styles: ['daylight', 'midnight'] },
    meridian: { name: 'meridian', version: '1.0.0', title: 'Meridian', styles: ['sand', 'forest'] },
  },
  /** The style each shop starts with. */
  activeStyles: { demo: { theme: 'aurora', style: 'daylight' }, beyond: { theme: 'meridian', style: 'sand' } },
  shopCountries: {
    demo: ['DE', 'AT', 'CH', 'FR', 'BE', 'NL', 'LU', 'GB', 'US', 'IT', 'ES'],
    beyond: ['DE', 'AT', 'CH'],
  },
  /** Shipping methods: price and free-from amount in cents. */
  shipping: {
    standard: { priceAmount: 495, freeFromAmount: 5000 },
    express: { priceAmount: 995, freeFromAmount: null },
  },
  /**
   * The markets of the demo shop (the Beyond demo has its primary market only): EU in euros, Switzerland
   * and the United Kingdom in their own currencies, with explicit prices for the featured products (a
   * master's price covers its variations) and the rest converted at the rate and rounding.
   */
  markets: {
    eu: { name: 'European Union', currency: 'EUR', exchangeRateMillionths: 1_000_000, rounding: 'none', isPrimary: true },
    ch: {
      name: 'Switzerland', countries: ['CH'], currency: 'CHF', exchangeRateMillionths: 940_000, rounding: 'ninety', isPrimary: false,
      prices: { master: 2790, mug: 1590, lowStock: 4290, sneakers: 9490 },
      shipping: { standard: { priceAmount: 990, freeFromAmount: 8000 }, express: { priceAmount: 1990, freeFromAmount: null } },
      couponAmounts: { big50: { discountAmount: 500, minimumOrderAmount: 5000 } },
    },
    uk: {
      name: 'United Kingdom', countries: ['GB'], currency: 'GBP', exchangeRateMillionths: 860_000, rounding: 'whole', isPrimary: false,
      prices: { master: 2200, mug: 1300, lowStock: 3500, sneakers: 7900 },
      shipping: { standard: { priceAmount: 590, freeFromAmount: 4500 }, express: { priceAmount: 1290, freeFromAmount: null } },
      couponAmounts: { big50: { discountAmount: 500, minimumOrderAmount: 4500 } },
    },
  },
  newsletterScriptUrl: 'https://newsletter.vitrine.test/subscribe.js',
} as const;

export type DemoShopKey = keyof typeof DEMO.shops;
export type DemoProductKey = keyof typeof DEMO.products;
