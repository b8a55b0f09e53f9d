'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter, useSearchParams } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { shopApi, showApiError } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/client';
import { type CartPayload } from '@/lib/contract/cart';
import { PAYMENT_CANCELLED_PARAM, PAYMENT_TOKEN_PARAM, needsPaymentRedirect, paymentCancelUri, paymentReturnUri } from '@/lib/checkout/payment';
import { queryKeys } from '@/lib/queries/keys';
import { notify } from '@/lib/stores/notifications';
import { withCarriedQuery } from '@/lib/routing/links';
import { ConfirmationSummary } from './confirmation-summary';
import { StepButtons } from './step-buttons';
import { useCheckoutCart } from './use-checkout-queries';
import styles from './checkout.module.css';
import { checkoutRoutes } from '@/lib/api/routes/checkout';
import { MAX_COMMENT_LENGTH } from '@/lib/contract/limits';

interface ConfirmationStepProps {
  shop: string;
  hrefs: { previous: string; cart: string; personalData: string; shipping: string; payment: string };
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
  const searchParams = useSearchParams();
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
        await shopApi(checkoutRoutes.setComment, { body: { comment: comment.trim() }, query: { locale } });
      }
      const paymentToken = searchParams.get(PAYMENT_TOKEN_PARAM) ?? undefined;
      if (cart.paymentMethod && needsPaymentRedirect(cart.paymentMethod.kind) && !paymentToken) {
        const { pathname, search } = window.location;
        const uris = { returnUri: paymentReturnUri(pathname, search), cancelUri: paymentCancelUri(pathname, search) };
        const { redirectUrl } = await shopApi(checkoutRoutes.createPayment, { body: { uris } });
        if (redirectUrl) return window.location.assign(redirectUrl);
      }
      const order = await shopApi(checkoutRoutes.placeOrder, { body: paymentToken ? { paymentToken } : {}, query: { locale } }, { silent: true })
        .catch((error: unknown) => { throw showOrderError(error); });
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

  // Another shopper bought the last units meanwhile: the cart, not the server's wording, explains it.
  const showOrderError = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'LowStockLevel') {
      notify({ level: 'error', message: t('stockShortage'), link: { href: hrefs.cart, label: t('backToCart') }, requestId: error.requestId });
    } else showApiError(error);
    return error;
  };

  // Back from the payment provider: say what happened there, since this page looks the same either way.
  const approvedBy = searchParams.has(PAYMENT_TOKEN_PARAM) ? cart.paymentMethod?.name : undefined;
  const cancelled = searchParams.has(PAYMENT_CANCELLED_PARAM) && !approvedBy;

  return (
    <form className={styles.stepBody} onSubmit={place} aria-label={t('confirmation')}>
      {approvedBy && <p role="status" className={styles.paymentApproved}>{t('paymentApproved', { method: approvedBy })}</p>}
      {cancelled && <p role="status" className={styles.paymentCancelled}>{t('paymentCancelled')}</p>}
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
