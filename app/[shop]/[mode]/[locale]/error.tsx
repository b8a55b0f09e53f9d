'use client';

import { useTranslations } from 'next-intl';

/** A page that failed to load, shown inside the shop's layout (spec section 8, view error). */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('Error');
  return (
    <section className="status-page" role="alert">
      <p className="status-page__code" aria-hidden="true">500</p>
      <h1>{t('title', { statusCode: 500 })}</h1>
      <p>{t('message')}</p>
      {error.digest && <p><small>{t('requestId', { requestId: error.digest })}</small></p>}
      <button type="button" onClick={reset}>{t('retry')}</button>
    </section>
  );
}
