import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { PageMessages } from '@/components/providers/page-messages';
import { Prefetched } from '@/components/providers/prefetched';
import { WishlistSignedOut } from '@/components/wishlist/wishlist-signed-out';
import { WishlistView } from '@/components/wishlist/wishlist-view';
import { SIGN_IN_PATH } from '@/lib/contract/limits';
import { readSessionToken } from '@/lib/http/session-cookie';
import { PAGE_NAMESPACES } from '@/lib/i18n/client-messages';
import { queryKeys } from '@/lib/queries/keys';
import { hrefFor, routes } from '@/lib/routing/links';
import { withReturnTo } from '@/lib/routing/return-to';
import { findSignedInCustomer } from '@/lib/server/customers/session';
import { listWishlist } from '@/lib/server/customers/wishlist';
import { getStorefront, type StorefrontParams } from '../_lib/storefront';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Wishlist');
  return { title: t('title'), robots: { index: false } };
}

/**
 * Wishlist (/wishlist, noindex): per shopper, so rendered for each request. Signed out, it points to the
 * same sign-in target the wishlist API answers with (spec section 6).
 */
export default async function WishlistPage({ params }: { params: Promise<StorefrontParams> }) {
  const { shop, locale, links } = await getStorefront(params);
  const jar = await cookies();
  const customer = await findSignedInCustomer(shop, readSessionToken(shop, { get: (name) => jar.get(name)?.value }));
  if (!customer) {
    // Signed in, the shopper comes back to the wishlist.
    const signInHref = withReturnTo(hrefFor(SIGN_IN_PATH, links), { returnTo: hrefFor(routes.wishlist(), links), wishlistProductId: null });
    return <WishlistSignedOut signInHref={signInHref} />;
  }
  const wishlist = await listWishlist(shop, customer.customerId, locale);
  return (
    <PageMessages namespaces={PAGE_NAMESPACES.wishlist}>
      <Prefetched queries={[[queryKeys.wishlist(shop.slug, locale), wishlist]]}>
        <WishlistView shop={shop.slug} locale={locale} links={links} />
      </Prefetched>
    </PageMessages>
  );
}
