'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { SignOutButton } from '@/components/account/sign-out-button';
import { shopApi } from '@/lib/api/browser';
import {
  ADDRESS_FIELDS, addressErrors, addressValues, toAddress, withAccountDetails, type AddressField, type AddressValues,
} from '@/lib/checkout/address-form';
import { AccountForm } from './account-form';
import { AddressFields } from './address-fields';
import { focusFirstInvalid } from './focus-first-invalid';
import { StepButtons } from './step-buttons';
import { useCheckoutCart, useCustomer, useSetCart } from './use-checkout-queries';
import { useTrackOnce } from '@/components/analytics/use-track-once';
import { basketEvent, cartBasket } from '@/lib/analytics/ecommerce';
import { useGoTo } from './use-step-navigation';
import styles from './checkout.module.css';
import { cartReminderRoutes } from '@/lib/api/routes/cart-reminder';
import { checkoutRoutes } from '@/lib/api/routes/checkout';
import type { LinkContext } from '@/lib/routing/links';
import type { AfterSignIn } from '@/lib/routing/return-to';
import { useAfterSignIn } from './use-after-sign-in';

type Mode = 'guest' | 'signIn' | 'register';
const MODES: Mode[] = ['guest', 'signIn', 'register'];
const MODE_LABELS = { guest: 'modeGuest', signIn: 'modeSignIn', register: 'modeRegister' } as const;
// The VAT number is the buyer's, on the billing address only.
const SHIPPING_FIELDS = ADDRESS_FIELDS.filter((field) => field !== 'emailAddress' && field !== 'vatNumber');
type Errors = Partial<Record<AddressField, ReturnType<typeof addressErrors>[AddressField]>>;

interface PersonalDataStepProps {
  shop: string;
  /** `?login=true` opens the sign-in form (spec section 2). */
  signIn: boolean;
  /** Where a shopper sent here to sign in goes back to, and the product they wanted on the wishlist. */
  afterSignIn: AfterSignIn;
  links: LinkContext;
  /** The shop sends cart reminders: a guest is asked whether to get one (a signed-in customer needs no consent). */
  remindersOffered: boolean;
  hrefs: { previous: string; next: string; forgotPassword: string };
}

/** Step 1: guest email, sign-in or registration, then the billing and an optional delivery address. */
export function PersonalDataStep({ shop, signIn, afterSignIn, links, remindersOffered, hrefs }: PersonalDataStepProps) {
  const t = useTranslations('Checkout');
  const locale = useLocale();
  const goTo = useGoTo();
  const setCart = useSetCart(shop);
  const finishSignIn = useAfterSignIn(shop, links, afterSignIn);
  const { data: cart } = useCheckoutCart(shop);
  // The checkout's first step: where a shopper begins it, from the cart or an express button's return.
  useTrackOnce(cart?.lineItems.length ? basketEvent('begin_checkout', cartBasket(cart)) : null);
  const { data: customer } = useCustomer(shop);
  const [mode, setMode] = useState<Mode>(signIn ? 'signIn' : 'guest');
  // A signed-in customer starts with their account's name and email, unless the cart has an address already.
  const [billing, setBilling] = useState(() => {
    const values = addressValues(cart?.billingAddress, customer?.email ?? cart?.customerEmail ?? '');
    return customer ? withAccountDetails(values, customer) : values;
  });
  const [shipping, setShipping] = useState(() => addressValues(cart?.shippingAddress));
  const [different, setDifferent] = useState(Boolean(cart?.shippingAddress));
  const [remindMe, setRemindMe] = useState(cart?.reminderConsent ?? false);
  const asksReminder = remindersOffered && !customer;
  const [errors, setErrors] = useState<{ billing: Errors; shipping: Errors }>({ billing: {}, shipping: {} });
  const [busy, setBusy] = useState(false);
  const needsAccount = !customer && mode !== 'guest';

  const update = (set: typeof setBilling) => (field: AddressField, value: string) => set((values: AddressValues) => ({ ...values, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const delivery = { ...shipping, emailAddress: billing.emailAddress };
    const found = { billing: addressErrors(billing), shipping: different ? addressErrors(delivery) : {} };
    setErrors(found);
    const invalid = [...ADDRESS_FIELDS.filter((f) => found.billing[f]).map((f) => `billing-${f}`), ...SHIPPING_FIELDS.filter((f) => found.shipping[f]).map((f) => `shipping-${f}`)];
    if (focusFirstInvalid(invalid)) return;
    setBusy(true);
    try {
      if (asksReminder) await shopApi(cartReminderRoutes.setCartReminderConsent, { body: { consent: remindMe }, query: { locale } });
      const billed = await shopApi(checkoutRoutes.setBillingAddress, { body: { billingAddress: toAddress(billing) }, query: { locale } });
      const delivered = await shopApi(checkoutRoutes.setShippingAddress, { body: { shippingAddress: different ? toAddress(delivery) : null }, query: { locale } });
      // Either address may have moved the cart to another country: the summary says so.
      setCart({ ...delivered, market: { ...delivered.market, repriced: billed.market.repriced || delivered.market.repriced } });
      goTo(hrefs.next);
    } catch {
      // The notification overlay shows what failed; the shopper can correct and send again.
      setBusy(false);
    }
  };

  return (
    <div className={styles.stepBody}>
      {customer ? (
        <div className={styles.signedIn}>
          <p>{t('signedInAs', { email: customer.email })}</p>
          <SignOutButton />
        </div>
      ) : (
        <fieldset className={styles.modes}>
          <legend>{t('modeLabel')}</legend>
          {MODES.map((value) => (
            <label key={value} className={styles.mode}>
              <input type="radio" name="checkout-mode" value={value} checked={mode === value} onChange={() => setMode(value)} />
              {t(MODE_LABELS[value])}
            </label>
          ))}
        </fieldset>
      )}
      {needsAccount && (
        <AccountForm key={mode} shop={shop} mode={mode} forgotPasswordHref={hrefs.forgotPassword}
          onSignedIn={(signedIn) => {
            setBilling((values) => withAccountDetails(values, signedIn));
            void finishSignIn();
          }} />
      )}
      <form id="checkout-personal-data" noValidate onSubmit={submit} aria-label={t('personal-data')}>
        {!needsAccount && (
          <>
            <AddressFields shop={shop} id="billing" legend={t('billingAddress')} fields={ADDRESS_FIELDS}
              values={billing} errors={errors.billing} onChange={update(setBilling)} />
            <label className={styles.checkbox}>
              <input type="checkbox" checked={different} onChange={(event) => setDifferent(event.target.checked)} />
              {t('differentShipping')}
            </label>
            {different && (
              <AddressFields shop={shop} id="shipping" legend={t('shippingAddress')} fields={SHIPPING_FIELDS}
                values={shipping} errors={errors.shipping} onChange={update(setShipping)} />
            )}
            {asksReminder && (
              <label className={styles.checkbox}>
                <input type="checkbox" checked={remindMe} onChange={(event) => setRemindMe(event.target.checked)} />
                {t('cartReminderConsent')}
              </label>
            )}
          </>
        )}
        <StepButtons previousHref={hrefs.previous} previousLabel={t('backToCart')} nextLabel={t('next')} busy={busy} disabled={needsAccount} />
      </form>
    </div>
  );
}
