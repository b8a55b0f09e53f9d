'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { shopApi } from '@/lib/api/browser';
import { customerRoutes } from '@/lib/api/routes/customer';

/**
 * Ends the shopper's customer session. The page is loaded again afterwards: what it shows (the
 * wishlist, the checkout's sign-in choice) is rendered for the signed-in shopper on the server.
 */
export function SignOutButton() {
  const t = useTranslations('Shell');
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    try {
      await shopApi(customerRoutes.signOut);
      window.location.reload();
    } catch {
      // The notification overlay says why; the shopper is still signed in and may try again.
      setBusy(false);
    }
  };
  return (
    <button type="button" className="button--secondary" onClick={() => void signOut()} disabled={busy} aria-busy={busy || undefined}>
      {t('signOut')}
    </button>
  );
}
