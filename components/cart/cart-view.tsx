'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useTrackOnce } from '@/components/analytics/use-track-once';
import { basketEvent, cartBasket } from '@/lib/analytics/ecommerce';
import { canCheckOut } from '@/lib/cart/checkout-allowed';
import { cartCouponError } from '@/lib/cart/coupon-error';
import { cartQuery } from '@/lib/queries/cart';
import { hrefFor, routes, type LinkContext } from '@/lib/routing/links';
import { CartLine } from './cart-line';
import { CartTotals } from './cart-totals';
import { CouponForm } from './coupon-form';
import { DeliveryCountryForm } from './delivery-country-form';
import { CouponMessage } from './coupon-message';
import { ExpressCheckout } from './express-checkout';
import { useCartUpdates } from './use-cart-updates';
import { useCoupon } from './use-coupon';
import styles from './cart.module.css';

interface CartViewProps {
  shop: string;
  links: LinkContext;
  /** The shop is shown in a theme preview: nothing can be bought. */
  themePreview: boolean;
  /** The wishlist sent a signed-out shopper here (query flag displayWishlistError). */
  wishlistError: boolean;
  /** The delivery country the browser's languages suggest, preselected while the cart has none. */
  countryGuess: string | null;
}

const COUPON_MESSAGE_ID = 'cart-coupon-message';

/** The basket: line items, coupon, totals and the ways to check out. */
export function CartView({ shop, links, themePreview, wishlistError, countryGuess }: CartViewProps) {
  const t = useTranslations('Cart');
  const { data: cart } = useQuery(cartQuery(shop));
  const coupon = useCoupon(shop);
  const updates = useCartUpdates(shop, coupon.clearSuccess);
  const couponError = coupon.error ?? (cart ? cartCouponError(cart) : null);
  useTrackOnce(cart?.lineItems.length ? basketEvent('view_cart', cartBasket(cart)) : null);
  const heading = useRef<HTMLHeadingElement>(null);
  const lineList = useRef<HTMLUListElement>(null);
  // The line whose Remove was pressed last: its name and where it stood. Once the cart no longer has it,
  // the removal is announced and focus moves (below).
  const [removal, setRemoval] = useState<{ id: string; index: number; name: string } | null>(null);
  const removed = removal && cart && !cart.lineItems.some((line) => line.lineItemId === removal.id) ? removal : null;
  const focusMovedFor = useRef<string | null>(null);

  // The removed line took the focused button with it: focus goes to the Remove button now in its place
  // (the next line's, else the last line's), or to the heading once the cart is empty; once per removal.
  useEffect(() => {
    if (!removed || focusMovedFor.current === removed.id) return;
    focusMovedFor.current = removed.id;
    const rows = lineList.current?.querySelectorAll<HTMLElement>(':scope > li') ?? [];
    const row = rows[Math.min(removed.index, rows.length - 1)];
    (row?.querySelector<HTMLElement>(`.${styles.remove}`) ?? heading.current)?.focus();
  }, [removed]);

  // Coupon messages and the stock warning sit above the lines: bring them into view when they change.
  useEffect(() => {
    if (coupon.error || coupon.succeeded) window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [coupon.error, coupon.succeeded]);

  if (!cart) return null;
  const busy = updates.busy || coupon.busy;
  const checkoutAllowed = canCheckOut(cart, { busy, themePreview }) && !updates.quantityMismatch;
  return (
    <div className={styles.cart} aria-busy={busy}>
      <h1 ref={heading} tabIndex={-1}>{t('title')}</h1>
      {/* Kept in the page from the start, so that screen readers announce what appears in it. */}
      <p role="status" className="visually-hidden">{removed ? t('removed', { name: removed.name }) : ''}</p>
      {wishlistError && <p className={styles.alert} role="alert">{t('wishlistError')}</p>}
      {updates.quantityMismatch && <p className={styles.alert} role="alert">{t('quantityMismatch')}</p>}
      <CouponMessage id={COUPON_MESSAGE_ID} error={couponError} succeeded={coupon.succeeded} />
      {cart.lineItems.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('empty')}</p>
          <Link className="button" href={hrefFor(routes.home(), links)}>{t('continueShopping')}</Link>
        </div>
      ) : (
        <div className={styles.layout}>
          <section aria-label={t('lineItems')}>
            <ul ref={lineList} className={styles.lines}>
              {cart.lineItems.map((line, index) => (
                <CartLine
                  key={line.lineItemId}
                  line={line}
                  quantity={updates.quantityOf(line)}
                  updating={updates.isUpdating(line)}
                  onQuantity={(quantity) => updates.setQuantity(line, quantity)}
                  onRemove={() => {
                    setRemoval({ id: line.lineItemId, index, name: line.name });
                    updates.remove(line);
                  }}
                />
              ))}
            </ul>
          </section>
          <aside className={styles.summary} aria-label={t('summary')}>
            <DeliveryCountryForm shop={shop} links={links} market={cart.market} guess={countryGuess} />
            <CouponForm cart={cart} busy={busy} errorId={couponError ? COUPON_MESSAGE_ID : undefined}
              onRedeem={coupon.redeem} onRemove={coupon.remove} onCodeChange={coupon.clearError} />
            <CartTotals totals={cart.totals} estimate={cart.shippingEstimate} market={cart.market} />
            {themePreview && <p className={styles.note}>{t('previewNoCheckout')}</p>}
            {checkoutAllowed
              ? <Link className={`button ${styles.checkout}`} href={cart.checkoutUrl}>{t('checkout')}</Link>
              : <button type="button" className={styles.checkout} disabled>{t('checkout')}</button>}
            <ExpressCheckout cart={cart} disabled={!checkoutAllowed} />
          </aside>
        </div>
      )}
    </div>
  );
}
