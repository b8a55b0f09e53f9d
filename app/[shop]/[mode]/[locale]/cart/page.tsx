import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { CartView } from '@/components/cart/cart-view';
import { PageMessages } from '@/components/providers/page-messages';
import { Prefetched } from '@/components/providers/prefetched';
import { RecentlyViewed } from '@/components/shell/recently-viewed';
import { queryKeys } from '@/lib/queries/keys';
import { acceptedRegion } from '@/lib/i18n/accepted-region';
import { PAGE_NAMESPACES } from '@/lib/i18n/client-messages';
import { readCartToken } from '@/lib/http/cart-cookie';
import { COUNTRY_CODE_PATTERN } from '@/lib/schemas/address-rules';
import { getCart } from '@/lib/server/cart/get-cart';
import { listShopCountries } from '@/lib/server/checkout/methods';
import { getStorefront, type StorefrontParams } from '../_lib/storefront';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Cart');
  return { title: t('title'), robots: { index: false } };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Basket (/cart, noindex): per shopper, so rendered for each request with the cart prefetched. */
export default async function CartPage({ params, searchParams }: { params: Promise<StorefrontParams>; searchParams: SearchParams }) {
  const { shop, locale, links } = await getStorefront(params);
  const [jar, query, requestHeaders] = await Promise.all([cookies(), searchParams, headers()]);
  // The delivery country form's choice (a country code; anything else is ignored) moves the cart there.
  const country = typeof query.country === 'string' && COUNTRY_CODE_PATTERN.test(query.country) ? query.country : undefined;
  const [cart, countries] = await Promise.all([
    getCart(shop, locale, readCartToken(shop, { get: (name) => jar.get(name)?.value }), country), listShopCountries(shop, locale),
  ]);
  const t = await getTranslations('Cart');
  return (
    <PageMessages namespaces={PAGE_NAMESPACES.cart}>
      <Prefetched queries={[[queryKeys.cart(shop.slug), cart], [queryKeys.countries(shop.slug, locale), countries]]}>
        <CartView
          shop={shop.slug}
          links={links}
          themePreview={query.previewTheme !== undefined}
          wishlistError={query.displayWishlistError !== undefined}
          countryGuess={acceptedRegion(requestHeaders.get('accept-language'), countries.map((country) => country.code))}
        />
      </Prefetched>
      <RecentlyViewed shop={shop.slug} title={t('recentlyViewed')} />
    </PageMessages>
  );
}
