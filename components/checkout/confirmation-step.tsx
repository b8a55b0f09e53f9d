'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { shopApi } from '@/lib/api/browser';
import { type CartPayload } from '@/lib/api/contract/cart';
import { PAYMENT_TOKEN_PARAM, needsPaymentRedirect, paymentReturnUri } from '@/lib/checkout/payment';
import { queryKeys } from '@/lib/queries/keys';
import { withCarriedQuery } from '@/lib/routing/links';
import { ConfirmationSummary } from './confirmation-summary';
import { StepButtons } from './step-buttons';
import { useCheckoutCart } from './use-checkout-queries';
import styles from './checkout.module.css';
import { apiRoutes } from '@/lib/api/routes';
import { MAX_COMMENT_LENGTH } from '@/lib/api/limits';

interface ConfirmationStepProps {
  shop: string;
  hrefs: { previous: string; personalData: string; shipping: string; payment: string };
}

/**
 * Step 4: the summary, the comment and place order. A click while an order is being placed does
 * nothing (and the server answers a repeat for the same cart with the same order), so a double click,
 * a reload or a second tab never makes two orders.
 */
export function ConfirmationStep({ shop, hrefs }: ConfirmationStepProps) {
  const t = useTranslations('Checkout');
  const locale = useLocale();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { data: current } = useCheckoutCart(shop);
  // Once ordered, the cart query turns empty: the summary keeps showing what was ordered until the order page opens.
  const [ordered, setOrdered] = useState<CartPayload | null>(null);
  const cart = ordered ?? current;
  const [comment, setComment] = useState(cart?.customerComment ?? '');
  const [busy, setBusy] = useState(false);
  const placing = useRef(false);
  if (!cart) return null;

  const place = async (event: FormEvent) => {
    event.preventDefault();
    if (placing.current) return;
    placing.current = true;
    setBusy(true);
    try {
      if (comment.trim() !== (cart.customerComment ?? '')) {
        await shopApi(apiRoutes.checkout.setComment, { body: { comment: comment.trim() }, query: { locale } });
      }
      const paymentToken = new URLSearchParams(window.location.search).get(PAYMENT_TOKEN_PARAM) ?? undefined;
      if (cart.paymentMethod && needsPaymentRedirect(cart.paymentMethod.kind) && !paymentToken) {
        const here = paymentReturnUri(window.location.pathname, window.location.search);
        const { redirectUrl } = await shopApi(apiRoutes.checkout.createPayment, { body: { uris: { returnUri: here, cancelUri: here } } });
        if (redirectUrl) return window.location.assign(redirectUrl);
      }
      const order = await shopApi(apiRoutes.checkout.placeOrder, { body: paymentToken ? { paymentToken } : {}, query: { locale } });
      // The cart became the order: the header and the cart page must show the new, empty cart.
      setOrdered(cart);
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart(shop) });
      router.replace(withCarriedQuery(order.orderUrl, window.location.search));
    } catch {
      // The notification overlay shows why; the shopper may try again.
      placing.current = false;
      setBusy(false);
    }
  };

  return (
    <form className={styles.stepBody} onSubmit={place} aria-label={t('confirmation')}>
      <ConfirmationSummary cart={cart} stepHrefs={hrefs} />
      <div className={styles.field}>
        <label htmlFor="checkout-comment">{t('comment')}</label>
        <textarea id="checkout-comment" rows={3} maxLength={MAX_COMMENT_LENGTH} value={comment} onChange={(event) => setComment(event.target.value)} />
      </div>
      {busy && <p role="status" className={styles.muted}>{t('placingOrder')}</p>}
      <StepButtons previousHref={hrefs.previous} previousLabel={t('previous')} nextLabel={t('placeOrder')} busy={busy} />
    </form>
  );
}
