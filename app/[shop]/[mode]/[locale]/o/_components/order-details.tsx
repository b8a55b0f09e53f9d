import { getTranslations } from 'next-intl/server';
import { AddressText } from '@/components/checkout/address-text';
import { TotalsList } from '@/components/checkout/totals-list';
import type { OrderView } from '@/lib/server/orders/find-order';
import styles from '@/components/order/order.module.css';
import { LineItemsTable } from '@/components/order/line-items-table';
import cards from '@/components/order/summary-cards.module.css';

/** A placed order: number, items, totals, addresses, methods and comment. */
export async function OrderDetails({ order, locale }: { order: OrderView; locale: string }) {
  const t = await getTranslations('Order');
  return (
    <div className={styles.details}>
      <p className={styles.number}>{t('orderNumber', { orderNumber: order.orderNumber })}</p>
      <LineItemsTable
        lines={order.lineItems.map((line, index) => ({ ...line, key: `${line.sku}-${index}` }))}
        labels={{ caption: t('items'), product: t('product'), quantity: t('quantity'), unitPrice: t('unitPrice'), lineTotal: t('lineTotal') }}
      />
      <TotalsList rows={[
        { label: t('subtotal'), value: order.subtotal.formatted },
        ...(order.discount.amount > 0 ? [{ label: order.couponCampaignName ?? t('discount'), value: `−${order.discount.formatted}` }] : []),
        { label: t('shipping'), value: order.shipping.formatted },
        ...(order.paymentFee.amount > 0 ? [{ label: t('paymentFee'), value: order.paymentFee.formatted }] : []),
        { label: t('grandTotal'), value: order.grandTotal.formatted, strong: true },
        order.market.reverseCharge
          ? { label: t('reverseCharge', { vatNumber: order.market.vatNumber ?? '' }), value: order.totalTax.formatted }
          : { label: t('tax', { rate: order.taxRateBasisPoints / 100 }), value: order.totalTax.formatted },
      ]} />
      <div className={cards.cards}>
        <section className={cards.card} aria-labelledby="order-billing">
          <h2 id="order-billing">{t('billingAddress')}</h2>
          <AddressText address={order.billingAddress} locale={locale} />
        </section>
        <section className={cards.card} aria-labelledby="order-shipping">
          <h2 id="order-shipping">{t('shippingAddress')}</h2>
          {order.shippingAddress ? <AddressText address={order.shippingAddress} locale={locale} /> : <p>{t('sameAsBilling')}</p>}
        </section>
        <section className={cards.card} aria-labelledby="order-methods">
          <h2 id="order-methods">{t('methods')}</h2>
          <p>{t('shippingMethod')}: {order.shippingMethodName}</p>
          <p>{t('paymentMethod')}: {order.paymentMethodName}</p>
        </section>
        {order.customerComment && (
          <section className={cards.card} aria-labelledby="order-comment">
            <h2 id="order-comment">{t('comment')}</h2>
            <p>{order.customerComment}</p>
          </section>
        )}
      </div>
    </div>
  );
}
