import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { TrackEvent } from '@/components/analytics/track-event';
import { NewsletterForm } from '@/components/order/newsletter-form';
import { lineThing, purchaseEvent } from '@/lib/analytics/ecommerce';
import styles from '@/components/order/order.module.css';
import { readSessionToken } from '@/lib/http/session-cookie';
import { hrefFor, routes } from '@/lib/routing/links';
import { findOrder } from '@/lib/server/orders/find-order';
import { getStorefront, type StorefrontParams } from '../../_lib/storefront';
import { requestCookies } from '../../checkout/_lib/checkout-data';
import { OrderDetails } from '../_components/order-details';
import { TrustedShopBlock } from '../_components/trusted-shop-block';
import { PageMessages } from '@/components/providers/page-messages';
import { PAGE_NAMESPACES } from '@/lib/i18n/client-messages';

type Params = StorefrontParams & { orderId?: string[] };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Order');
  return { title: t('title'), robots: { index: false }, referrer: 'origin' };
}

/**
 * Order confirmation (/o and /o/{orderId}): the order for the holder of its view token or its signed-in
 * buyer; anyone else, and /o itself, sees the 'order received' status with the newsletter form.
 */
export default async function OrderPage({ params, searchParams }: { params: Promise<Params>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const storefront = await getStorefront(params);
  const [{ orderId }, query, t, jar] = await Promise.all([params, searchParams, getTranslations('Order'), requestCookies()]);
  const viewToken = typeof query.viewtoken === 'string' ? query.viewtoken : undefined;
  const access = { viewToken, sessionToken: readSessionToken(storefront.shop, jar) };
  const order = orderId?.[0] ? await findOrder(storefront.shop, orderId[0], access, storefront.locale) : null;
  const home = hrefFor(routes.home(), storefront.links);
  return (
    <section className={styles.order}>
      <h1>{order ? t('thankYou') : t('title')}</h1>
      {order ? (
        <>
          <OrderDetails order={order} locale={storefront.locale} />
          {/* Each time the confirmation shows: Google counts a transaction_id once. */}
          <TrackEvent key={order.orderId} event={purchaseEvent({
            orderId: order.orderId, tax: order.totalTax, shipping: order.shipping, coupon: order.couponCode,
            basket: { lines: order.lineItems.map((line) => ({ thing: lineThing(line), quantity: line.quantity })), value: order.grandTotal },
          })} />
          <TrustedShopBlock order={order} />
        </>
      ) : (
        <>
          <p role="status" className={styles.success}>{t('received')}</p>
          <PageMessages namespaces={PAGE_NAMESPACES.order}>
            <NewsletterForm />
          </PageMessages>
        </>
      )}
      <Link className="button button--secondary" href={home}>{t('backToStart')}</Link>
    </section>
  );
}
