'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { shopApi } from '@/lib/api/browser';
import { emailError } from '@/lib/checkout/password-form';
import { EMAIL_MAX_LENGTH } from '@/lib/validation/email';
import styles from './account.module.css';
import { customerRoutes } from '@/lib/api/routes/customer';

/**
 * Asks for a reset link. After success the form gives way to the success text; errors are swallowed
 * without a message (spec sections 4 and 8), so the form stays as it was.
 */
export function ForgotPasswordForm({ backHref }: { backHref: string }) {
  const t = useTranslations('ForgotPassword');
  const [email, setEmail] = useState('');
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  // Until hydrated a click would post the form natively.
  const hydrated = useHydrated();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (emailError(email)) return;
    setState('busy');
    try {
      await shopApi(customerRoutes.requestPasswordReset, { body: { email: email.trim() } }, { silent: true });
      setState('done');
    } catch {
      setState('idle');
    }
  };

  const back = <Link href={backHref}>{t('back')}</Link>;
  if (state === 'done') {
    return (
      <div className={styles.panel}>
        <p role="status" className={styles.success}>{t('success')}</p>
        {back}
      </div>
    );
  }
  return (
    <form className={styles.panel} onSubmit={submit}>
      <p>{t('explanation')}</p>
      <div className={styles.field}>
        <label htmlFor="forgot-email">{t('email')}</label>
        <input id="forgot-email" name="email" type="email" required maxLength={EMAIL_MAX_LENGTH} autoComplete="email"
          value={email} onChange={(event) => setEmail(event.target.value)} />
      </div>
      <button type="submit" disabled={!hydrated || state === 'busy'} aria-busy={state === 'busy'}>{t('submit')}</button>
      {back}
    </form>
  );
}
