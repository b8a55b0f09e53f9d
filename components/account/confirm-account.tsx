'use client';

import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { shopApi } from '@/lib/api/browser';
import { cartRoutes } from '@/lib/api/routes/cart';
import { customerRoutes } from '@/lib/api/routes/customer';
import { queryKeys } from '@/lib/queries/keys';
import styles from './account.module.css';

interface ConfirmAccountProps {
  shop: string;
  token: string;
  hrefs: { checkout: string; home: string };
}

type State = { step: 'idle' | 'busy' | 'failed' } | { step: 'done'; cartHasItems: boolean };

/**
 * Confirms the account of the emailed link and signs the shopper in. It waits for a click rather than
 * posting when the page opens, so that mail scanners that open links (some run scripts) do not spend
 * the link or sign themselves in. Then on to the checkout when the cart holds something, else home.
 */
export function ConfirmAccount({ shop, token, hrefs }: ConfirmAccountProps) {
  const t = useTranslations('ConfirmAccount');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ step: token ? 'idle' : 'failed' });
  // Until hydrated a click would do nothing.
  const hydrated = useHydrated();

  const confirm = async () => {
    setState({ step: 'busy' });
    try {
      const customer = await shopApi(customerRoutes.confirmAccount, { body: { token } }, { silent: true });
      queryClient.setQueryData(queryKeys.customer(shop), customer);
      const cart = await shopApi(cartRoutes.getCart, { query: { locale } }, { silent: true }).catch(() => null);
      if (cart) queryClient.setQueryData(queryKeys.cart(shop), cart);
      setState({ step: 'done', cartHasItems: (cart?.lineItems.length ?? 0) > 0 });
    } catch {
      setState({ step: 'failed' });
    }
  };

  if (state.step === 'done') {
    return (
      <div className={styles.panel}>
        <p role="status" className={styles.success}>{t('confirmed')}</p>
        {state.cartHasItems
          ? <Link className="button" href={hrefs.checkout}>{t('toCheckout')}</Link>
          : <Link className="button" href={hrefs.home}>{t('toShop')}</Link>}
      </div>
    );
  }
  if (state.step === 'failed') {
    return (
      <div className={styles.panel}>
        <p role="alert" className={styles.error}>{t('invalidLink')}</p>
        <Link href={hrefs.home}>{t('toShop')}</Link>
      </div>
    );
  }
  return (
    <div className={styles.panel}>
      <p>{t('intro')}</p>
      <button type="button" onClick={() => void confirm()} disabled={!hydrated || state.step === 'busy'} aria-busy={state.step === 'busy'}>
        {t('submit')}
      </button>
    </div>
  );
}
