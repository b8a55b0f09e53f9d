'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { shopApi } from '@/lib/api/browser';

import { resetPasswordErrors, type PasswordError } from '@/lib/checkout/password-form';
import styles from './account.module.css';
import { customerRoutes } from '@/lib/api/routes/customer';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/contract/limits';

const MESSAGES: Record<PasswordError, string> = {
  required: 'errorRequired', tooShort: 'errorTooShort', tooLong: 'errorTooLong', doesNotMatch: 'doesNotMatch',
};

/**
 * Sets a new password with the link's token: both fields 8 to 320 characters and equal, else the
 * does-not-match message. After success a sign-in link; errors are swallowed without a message.
 */
export function ResetPasswordForm({ token, email, loginHref }: { token: string; email: string; loginHref: string }) {
  const t = useTranslations('ResetPassword');
  const [values, setValues] = useState({ newPassword: '', repeat: '' });
  const [errors, setErrors] = useState<Partial<Record<'newPassword' | 'repeat', PasswordError | null>>>({});
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  // Until hydrated a click would post the form natively.
  const hydrated = useHydrated();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = resetPasswordErrors(values.newPassword, values.repeat);
    setErrors(found);
    if (found.newPassword || found.repeat || !token) return;
    setState('busy');
    try {
      await shopApi(customerRoutes.resetPassword, { body: { token, newPassword: values.newPassword } }, { silent: true });
      setState('done');
    } catch {
      setState('idle');
    }
  };

  if (state === 'done') {
    return (
      <div className={styles.panel}>
        <p role="status" className={styles.success}>{t('success')}</p>
        <Link className="button" href={loginHref}>{t('login')}</Link>
      </div>
    );
  }
  const field = (name: 'newPassword' | 'repeat', label: string) => {
    const error = errors[name];
    return (
      <div className={styles.field}>
        <label htmlFor={`reset-${name}`}>{label}</label>
        <input id={`reset-${name}`} type="password" required minLength={PASSWORD_MIN_LENGTH} maxLength={PASSWORD_MAX_LENGTH}
          autoComplete="new-password" value={values[name]} aria-invalid={error ? true : undefined}
          aria-describedby={error ? `reset-${name}-error` : undefined}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))} />
        {error && <p id={`reset-${name}-error`} className={styles.error}>{t(MESSAGES[error])}</p>}
      </div>
    );
  };
  return (
    <form className={styles.panel} noValidate onSubmit={submit}>
      <div className={styles.field}>
        <label htmlFor="reset-email">{t('email')}</label>
        <input id="reset-email" type="email" value={email} readOnly autoComplete="username" />
      </div>
      {field('newPassword', t('newPassword'))}
      {field('repeat', t('repeatPassword'))}
      <button type="submit" disabled={!hydrated || state === 'busy'} aria-busy={state === 'busy'}>{t('submit')}</button>
    </form>
  );
}
