import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { CartLines } from '@/components/cart/cart-lines';
import { hrefFor, routes } from '@/lib/routing/links';
import { loadCurrentCart } from '../_lib/cart-data';
import { getStorefront, type StorefrontParams } from '../_lib/storefront';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Cart');
  return { title: t('title'), robots: { index: false } };
}

/** Basket (/cart, noindex); displayWishlistError comes from the query (spec section 2). */
export default async function CartPage({ params, searchParams }: { params: Promise<StorefrontParams>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const storefront = await getStorefront(params);
  const [cart, query, t] = await Promise.all([loadCurrentCart(storefront), searchParams, getTranslations('Cart')]);
  const { links } = storefront;
  return (
    <section className="cart">
      <h1>{t('title')}</h1>
      {query.displayWishlistError !== undefined && <p role="alert">{t('wishlistError')}</p>}
      {!cart || cart.lineItems.length === 0 ? (
        <>
          <p>{t('empty')}</p>
          <Link href={hrefFor(routes.home(), links)}>{t('continueShopping')}</Link>
        </>
      ) : (
        <>
          <CartLines caption={t('title')} lines={cart.lineItems.map((item) => ({ ...item, key: item.lineItemId }))} />
          <dl className="totals">
            <dt>{t('subtotal')}</dt><dd>{cart.subtotal.formatted}</dd>
            <dt>{t('tax', { rate: cart.taxRateBasisPoints / 100 })}</dt><dd>{cart.tax.formatted}</dd>
          </dl>
          <Link className="button" href={hrefFor(routes.checkout('personal-data'), links)}>{t('checkout')}</Link>
        </>
      )}
    </section>
  );
}
