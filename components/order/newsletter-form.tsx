'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { shopApi } from '@/lib/api/browser';
import styles from './order.module.css';
import { engagementRoutes } from '@/lib/api/routes/engagement';

/** The newsletter sign-up of the order page (email required); a thank-you replaces it after success. */
export function NewsletterForm() {
  const t = useTranslations('Order');
  const [email, setEmail] = useState('');
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  // Until hydrated a click would post the form natively.
  const hydrated = useHydrated();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState('busy');
    try {
      await shopApi(engagementRoutes.subscribeNewsletter, { body: { email: email.trim() } });
      setState('done');
    } catch {
      // The notification overlay shows what failed.
      setState('idle');
    }
  };

  if (state === 'done') return <p role="status" className={styles.success}>{t('newsletterSuccess')}</p>;
  return (
    <form className={styles.newsletter} onSubmit={submit} aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">{t('newsletterLabel')}</h2>
      <label htmlFor="newsletter-email">{t('newsletterEmail')}</label>
      <div className={styles.inline}>
        <input id="newsletter-email" name="email" type="email" required maxLength={320} autoComplete="email"
          value={email} onChange={(event) => setEmail(event.target.value)} />
        <button type="submit" disabled={!hydrated || state === 'busy'}>{t('newsletterSubmit')}</button>
      </div>
    </form>
  );
}
