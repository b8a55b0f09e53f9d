import { DEMO } from '@/lib/db/seed/demo';
import { hrefFor, routes } from '@/lib/routing/links';

/** A word of the demo catalog (the mug), so the search page lists results. */
export const SEARCH_WORD = 'mug';

/** The benchmark's empty prerendered page (app/(baseline)): the framework baseline and static reference. */
export const BASELINE_PATH = '/baseline';

const { defaultLocale } = DEMO.shops.demo;
const link = (route: string) => hrefFor(route, { editor: false, locale: defaultLocale, defaultLocale });

/** One page of each shopper route of the demo shop, in its default language. */
export const SHOPPER_PAGES = {
  home: link(routes.home()),
  category: link(routes.category(DEMO.categories.clothing.en)),
  product: link(routes.product(DEMO.products.master.slug.en)),
  info: link(routes.page(DEMO.pages.about.en)),
  search: `${link(routes.search())}?q=${SEARCH_WORD}`,
  cart: link(routes.cart()),
  checkout: link(routes.checkout('personal-data')),
  legal: link(routes.legal('privacy')),
} as const;

export type ShopperPage = keyof typeof SHOPPER_PAGES;

/** Pages whose throughput is compared with the static page (budget 1). */
export const THROUGHPUT_PAGES: ShopperPage[] = ['home', 'category', 'product'];
/**
 * The market-switch case of budget 1: the product page for a shopper who chose Switzerland (the cookies
 * `GET /api/v2/market` sets), cached as its own entry per market; compared with the static page like the
 * others, and reported against the primary market's product page.
 */
export const MARKET_CASE = { name: 'product-market-ch', page: 'product', cookie: 'vitrine-market=ch; vitrine-country=CH' } as const satisfies { name: string; page: ShopperPage; cookie: string };

/** Pages Lighthouse and axe check (budgets 3 and 4). */
export const AUDITED_PAGES: ShopperPage[] = ['home', 'category', 'product', 'search'];
