import { getTranslations } from 'next-intl/server';
import { AddressText } from '@/components/checkout/address-text';
import { TotalsList } from '@/components/checkout/totals-list';
import type { OrderView } from '@/lib/server/orders/find-order';
import styles from '@/components/order/order.module.css';

/** A placed order: number, items, totals, addresses, methods and comment. */
export async function OrderDetails({ order, locale }: { order: OrderView; locale: string }) {
  const t = await getTranslations('Order');
  return (
    <div className={styles.details}>
      <p className={styles.number}>{t('orderNumber', { orderNumber: order.orderNumber })}</p>
      <table className={styles.lines}>
        <caption>{t('items')}</caption>
        <thead>
          <tr><th scope="col">{t('product')}</th><th scope="col">{t('quantity')}</th><th scope="col">{t('unitPrice')}</th><th scope="col">{t('lineTotal')}</th></tr>
        </thead>
        <tbody>
          {order.lineItems.map((line, index) => (
            <tr key={`${line.sku}-${index}`}>
              <th scope="row">{line.name}{line.variationString && <span className={styles.muted}>{line.variationString}</span>}</th>
              <td>{line.quantity}</td>
              <td>{line.singleItemPrice.formatted}</td>
              <td>{line.price.formatted}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <TotalsList rows={[
        { label: t('subtotal'), value: order.subtotal.formatted },
        ...(order.discount.amount > 0 ? [{ label: order.couponCampaignName ?? t('discount'), value: `−${order.discount.formatted}` }] : []),
        { label: t('shipping'), value: order.shipping.formatted },
        ...(order.paymentFee.amount > 0 ? [{ label: t('paymentFee'), value: order.paymentFee.formatted }] : []),
        { label: t('grandTotal'), value: order.grandTotal.formatted, strong: true },
        { label: t('tax', { rate: order.taxRateBasisPoints / 100 }), value: order.totalTax.formatted },
      ]} />
      <div className={styles.cards}>
        <section className={styles.card} aria-labelledby="order-billing">
          <h2 id="order-billing">{t('billingAddress')}</h2>
          <AddressText address={order.billingAddress} locale={locale} />
        </section>
        <section className={styles.card} aria-labelledby="order-shipping">
          <h2 id="order-shipping">{t('shippingAddress')}</h2>
          {order.shippingAddress ? <AddressText address={order.shippingAddress} locale={locale} /> : <p>{t('sameAsBilling')}</p>}
        </section>
        <section className={styles.card} aria-labelledby="order-methods">
          <h2 id="order-methods">{t('methods')}</h2>
          <p>{t('shippingMethod')}: {order.shippingMethodName}</p>
          <p>{t('paymentMethod')}: {order.paymentMethodName}</p>
        </section>
        {order.customerComment && (
          <section className={styles.card} aria-labelledby="order-comment">
            <h2 id="order-comment">{t('comment')}</h2>
            <p>{order.customerComment}</p>
          </section>
        )}
      </div>
    </div>
  );
}
