import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { CartLines } from '@/components/cart/cart-lines';
import { hrefFor, routes } from '@/lib/routing/links';
import { findOrderForViewer } from '@/lib/server/orders/find-order';
import { getStorefront, type StorefrontParams } from '../../_lib/storefront';

type Params = StorefrontParams & { orderId?: string[] };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Order');
  return { title: t('title'), robots: { index: false }, referrer: 'origin' };
}

/** Order confirmation (/o and /o/{orderId}): the order for its view token, else the 'order received' status. */
export default async function OrderPage({ params, searchParams }: { params: Promise<Params>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const storefront = await getStorefront(params);
  const [{ orderId }, query, t] = await Promise.all([params, searchParams, getTranslations('Order')]);
  const viewToken = typeof query.viewtoken === 'string' ? query.viewtoken : undefined;
  const order = orderId?.[0] ? await findOrderForViewer(storefront.shop, orderId[0], viewToken, storefront.locale) : null;
  const home = hrefFor(routes.home(), storefront.links);
  if (!order) {
    return (
      <section className="order">
        <h1>{t('title')}</h1>
        <p role="status">{t('received')}</p>
        <form className="newsletter" method="post" action="/api/v2/newsletter">
          <label htmlFor="newsletter-email">{t('newsletterLabel')}</label>
          <input id="newsletter-email" name="email" type="email" required maxLength={320} autoComplete="email" />
          <button type="submit">{t('newsletterSubmit')}</button>
        </form>
        <Link href={home}>{t('backToStart')}</Link>
      </section>
    );
  }
  return (
    <section className="order">
      <h1>{t('thankYou')}</h1>
      <p>{t('orderNumber', { orderNumber: order.orderNumber })}</p>
      <CartLines caption={t('title')} lines={order.lineItems.map((item, i) => ({ ...item, key: String(i) }))} />
      <p><strong>{order.grandTotal.formatted}</strong></p>
      <p>{t('paymentMethod')}: {order.paymentMethodName}</p>
      <div hidden className="trusted-shop" data-order-number={order.orderNumber} data-buyer-email={order.email}
        data-amount={order.grandTotal.amount} data-currency={order.currencyId} data-payment-method={order.paymentMethodName} />
      <Link href={home}>{t('backToStart')}</Link>
    </section>
  );
}
