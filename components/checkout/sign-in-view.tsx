'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SignOutButton } from '@/components/account/sign-out-button';
import type { LinkContext } from '@/lib/routing/links';
import type { AfterSignIn } from '@/lib/routing/return-to';
import { AccountForm } from './account-form';
import { useAfterSignIn } from './use-after-sign-in';
import { useCustomer } from './use-checkout-queries';
import styles from './checkout.module.css';

type AccountMode = 'signIn' | 'register';
const ACCOUNT_MODES: AccountMode[] = ['signIn', 'register'];
const MODE_LABELS = { signIn: 'modeSignIn', register: 'modeRegister' } as const;

interface SignInViewProps {
  shop: string;
  links: LinkContext;
  afterSignIn: AfterSignIn;
  hrefs: { forgotPassword: string; home: string };
}

/**
 * Sign-in or registration at the sign-in address (`/checkout/personal-data?login=true`) when the cart
 * is empty, so the wishlist and the password pages that send shoppers there never end at "Your cart is
 * empty". Once signed in the shopper goes back where they came from, or sees who they are signed in as.
 */
export function SignInView({ shop, links, afterSignIn, hrefs }: SignInViewProps) {
  const t = useTranslations('SignIn');
  const tCheckout = useTranslations('Checkout');
  const { data: customer } = useCustomer(shop);
  const [mode, setMode] = useState<AccountMode>('signIn');
  const finish = useAfterSignIn(shop, links, afterSignIn);

  if (customer) {
    return (
      <div className={styles.signedIn}>
        <p>{tCheckout('signedInAs', { email: customer.email })}</p>
        <Link className="button" href={afterSignIn.returnTo ?? hrefs.home}>{t('continue')}</Link>
        <SignOutButton />
      </div>
    );
  }
  return (
    <div className={styles.stepBody}>
      <fieldset className={styles.modes}>
        <legend>{t('accountChoice')}</legend>
        {ACCOUNT_MODES.map((value) => (
          <label key={value} className={styles.mode}>
            <input type="radio" name="account-mode" value={value} checked={mode === value} onChange={() => setMode(value)} />
            {tCheckout(MODE_LABELS[value])}
          </label>
        ))}
      </fieldset>
      <AccountForm key={mode} shop={shop} mode={mode} forgotPasswordHref={hrefs.forgotPassword} onSignedIn={() => void finish()} />
    </div>
  );
}
