'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { ApiError, callApi } from '@/lib/api/client';
import { authRoutes } from '@/lib/api/routes/auth';
import { shopRoutes } from '@/lib/api/routes/shop';
import styles from './owner-sign-in.module.css';
import { useTokenExchange } from './use-token-exchange';

type Failure = 'wrongCredentials' | 'rateLimited' | 'tokenRefused' | 'failed';

const failureOf = (error: unknown, viaToken: boolean): Failure => {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 429) return 'rateLimited';
  if (status === 401 || status === 403 || status === 400) return viaToken ? 'tokenRefused' : 'wrongCredentials';
  return 'failed';
};

/**
 * The editor's sign-in (spec section 6): email and password, or the bearer token of the address or of
 * the parent frame, exchanged for the shop's session cookie. Once signed in the page is rendered again
 * on the server, which then shows the editor instead of this form.
 */
export function OwnerSignInForm({ shop, backOffices }: { shop: string; /** Origins whose frame may post a TOKEN. */ backOffices: readonly string[] }) {
  const t = useTranslations('OwnerSignIn');
  const router = useRouter();
  // Until hydrated a click would post the form natively, with the password in the address.
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  const attempt = async (signIn: () => Promise<unknown>, viaToken: boolean) => {
    setBusy(true);
    setFailure(null);
    try {
      await signIn();
      router.refresh();
    } catch (error) {
      setFailure(failureOf(error, viaToken));
      setBusy(false);
    }
  };

  useTokenExchange((token) => void attempt(async () => {
    // The exchange needs the CSRF token, which every answer carries: the shop's, public and open when the
    // shop is closed, rather than the session's, whose 401 while signed out the console reports as a failure.
    let csrfToken: string | undefined;
    await callApi(shopRoutes.getShop, {}, { shop, onResponse: (r) => { csrfToken = r.headers.get('x-csrf-token') ?? undefined; } })
      .catch(() => undefined);
    await callApi(authRoutes.exchangeToken, { body: { token } }, { shop, csrfToken });
  }, true), backOffices);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) return setFailure('wrongCredentials');
    void attempt(() => callApi(authRoutes.signIn, { body: { email: email.trim(), password } }, { shop }), false);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.field}>
        <label htmlFor="owner-email">{t('email')}</label>
        <input id="owner-email" type="email" name="email" autoComplete="username" required maxLength={320}
          value={email} onChange={(event) => setEmail(event.target.value)} />
      </div>
      <div className={styles.field}>
        <label htmlFor="owner-password">{t('password')}</label>
        <input id="owner-password" type="password" name="password" autoComplete="current-password" required maxLength={320}
          value={password} onChange={(event) => setPassword(event.target.value)} />
      </div>
      {failure && <p role="alert" className={styles.error}>{t(failure)}</p>}
      {busy && <p role="status" className={styles.status}>{t('signingIn')}</p>}
      <button type="submit" disabled={!hydrated || busy} aria-busy={busy || undefined}>{t('submit')}</button>
    </form>
  );
}
