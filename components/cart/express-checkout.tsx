import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { shopApi } from '@/lib/api/browser';
import type { CartPayload } from '@/lib/contract/cart';
import { checkoutRoutes } from '@/lib/api/routes/checkout';
import styles from './cart.module.css';

// The fields the express providers' forms post (spec section 7); the checkout reads the chosen method.
function expressFields(button: CartPayload['checkoutButtons'][number], pickupToken: string | null): Record<string, string> {
  if (/amazon/i.test(button.name)) {
    return { AmazonRefId: button.dataMerchantId, ViewAction: 'Checkout', UpdateViewAction: 'AmazonPay', ChangeAction: 'SelectPaymentMethod' };
  }
  return { PaymentMethodID: button.paymentMethodId, ChangeAction: 'SelectPaymentMethod', PickupToken: pickupToken ?? '' };
}

/**
 * The button's method becomes the cart's payment method before the form is posted (nothing reads the
 * posted fields), so the checkout's payment step has it chosen. A failure shows in the notification overlay.
 */
async function chooseAndPost(event: FormEvent<HTMLFormElement>, paymentMethod: string): Promise<void> {
  event.preventDefault();
  const form = event.currentTarget;
  try {
    await shopApi(checkoutRoutes.setPaymentMethod, { body: { paymentMethod } });
  } catch {
    return;
  }
  form.submit();
}

/** PayPal express and Amazon Pay buttons: form posts to the cart's checkout address. */
export function ExpressCheckout({ cart, disabled }: { cart: CartPayload; disabled: boolean }) {
  const t = useTranslations('Cart');
  if (cart.checkoutButtons.length === 0) return null;
  return (
    <div className={styles.express}>
      <p className={styles.expressLabel}>{t('expressCheckout')}</p>
      {cart.checkoutButtons.map((button) => {
        const action = `${cart.checkoutUrl}${cart.checkoutUrl.includes('?') ? '&' : '?'}paymentMethod=${encodeURIComponent(button.paymentMethodId)}`;
        return (
          <form key={button.paymentMethodId} method="post" action={action} onSubmit={(event) => void chooseAndPost(event, button.paymentMethodId)}>
            {Object.entries(expressFields(button, cart.pickupToken)).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <button type="submit" className={styles.expressButton} disabled={disabled}>{t('payWith', { name: button.name })}</button>
          </form>
        );
      })}
    </div>
  );
}
