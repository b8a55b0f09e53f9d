'use client';

import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { shopApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/client';
import type { CustomerPayload } from '@/lib/contract/customers';
import { emailError, passwordError, type EmailError, type PasswordFieldError } from '@/lib/checkout/password-form';
import { queryKeys } from '@/lib/queries/keys';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { focusFirstInvalid } from './focus-first-invalid';
import styles from './checkout.module.css';
import { customerRoutes } from '@/lib/api/routes/customer';

/** The form's own error (sign-in refused, too many attempts): both fields name it, so it is read on the way back to them. */
const FORM_ERROR_ID = 'account-form-error';

const FIELD_ERRORS: Record<EmailError | PasswordFieldError, string> = {
  required: 'errorRequired', tooLong: 'errorTooLong', invalidEmail: 'errorInvalidEmail', tooShort: 'errorTooShort',
};

interface AccountFormProps {
  shop: string;
  mode: 'signIn' | 'register';
  forgotPasswordHref: string;
  onSignedIn: (customer: CustomerPayload) => void;
}

/**
 * Sign-in or registration at the personal-data step. Signing in attaches the cart to the account;
 * registering only says to look for the confirmation email (the link signs in), and the shopper can
 * go on as a guest meanwhile. A field's error moves focus to the first invalid field, which names its
 * error (aria-describedby); the server's refusal is an alert, as it comes while focus is on the button,
 * which stays focusable while the request runs.
 */
export function AccountForm({ shop, mode, forgotPasswordHref, onSignedIn }: AccountFormProps) {
  const t = useTranslations('Checkout');
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: EmailError | null; password?: PasswordFieldError | null; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const [registered, setRegistered] = useState(false);
  const hydrated = useHydrated();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const fieldErrors = { email: emailError(email), password: mode === 'signIn' ? (password ? null : 'required' as const) : passwordError(password) };
    setErrors(fieldErrors);
    const invalid = [...(fieldErrors.email ? ['account-email'] : []), ...(fieldErrors.password ? ['account-password'] : [])];
    if (focusFirstInvalid(invalid)) return;
    setBusy(true);
    try {
      if (mode === 'register') {
        // The answer is the same whether or not the address has an account: what comes next is in the email.
        await shopApi(customerRoutes.register, { body: { email: email.trim(), initialPassword: password } }, { silent: true });
        setRegistered(true);
        return;
      }
      const customer = await shopApi(customerRoutes.signIn, { body: { email: email.trim(), password } }, { silent: true });
      queryClient.setQueryData(queryKeys.customer(shop), customer);
      await queryClient.invalidateQueries({ queryKey: queryKeys.cart(shop) });
      onSignedIn(customer);
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 500;
      setErrors({ form: status === 429 ? 'tooManyAttempts' : mode === 'signIn' ? 'signInFailed' : 'accountFailed' });
    } finally {
      setBusy(false);
    }
  };

  if (registered) return <p role="status" className={styles.confirmationSent}>{t('confirmationSent')}</p>;

  const fieldError = (name: 'email' | 'password') => {
    const code = errors[name];
    return code ? <p id={`account-${name}-error`} className={styles.error}>{t(FIELD_ERRORS[code])}</p> : null;
  };
  const describedBy = (name: 'email' | 'password') =>
    [errors[name] && `account-${name}-error`, errors.form && FORM_ERROR_ID].filter(Boolean).join(' ') || undefined;
  return (
    <form className={styles.accountForm} noValidate onSubmit={submit} aria-label={t(mode === 'signIn' ? 'modeSignIn' : 'modeRegister')}>
      {errors.form && <p id={FORM_ERROR_ID} role="alert" className={styles.error}>{t(errors.form)}</p>}
      <div className={styles.field}>
        <label htmlFor="account-email">{t('emailAddress')}</label>
        <input id="account-email" type="email" autoComplete="email" required maxLength={320} value={email}
          aria-invalid={errors.email ? true : undefined} aria-describedby={describedBy('email')}
          onChange={(event) => setEmail(event.target.value)} />
        {fieldError('email')}
      </div>
      <div className={styles.field}>
        <label htmlFor="account-password">{t('password')}</label>
        <input id="account-password" type="password" required minLength={mode === 'register' ? 8 : undefined} maxLength={320}
          autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'} value={password}
          aria-invalid={errors.password ? true : undefined} aria-describedby={describedBy('password')}
          onChange={(event) => setPassword(event.target.value)} />
        {fieldError('password')}
      </div>
      <div className={styles.accountActions}>
        <button type="submit" disabled={!hydrated} aria-disabled={busy || undefined} aria-busy={busy}>{t(mode === 'signIn' ? 'signInSubmit' : 'registerSubmit')}</button>
        {mode === 'signIn' && <Link href={forgotPasswordHref}>{t('forgotPassword')}</Link>}
      </div>
    </form>
  );
}
