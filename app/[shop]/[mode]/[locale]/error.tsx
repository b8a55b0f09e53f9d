'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { reloadOnceForChunkError } from '@/components/shell/chunk-load';
import { viewErrorOf } from '@/lib/view-error';

/**
 * A page that failed to load, shown inside the shop's layout (spec sections 2 and 8, view error): its own
 * status code and message when a service refused it, else 500 and the generic text; the request id either way.
 */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('Error');
  const { statusCode, message, requestId } = viewErrorOf(error);
  const title = t('title', { statusCode });
  // The page's code could not load (a new build replaced it): one full reload gets the current one.
  useEffect(() => {
    reloadOnceForChunkError(error);
  }, [error]);
  // The page's title is the error's label (spec section 2), which metadata cannot give an error page;
  // the page's own comes back when a retry succeeds.
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
  return (
    <section className="status-page" role="alert">
      <p className="status-page__code" aria-hidden="true">{statusCode}</p>
      <h1>{title}</h1>
      <p>{message ?? t('message')}</p>
      {requestId && <p><small>{t('requestId', { requestId })}</small></p>}
      <button type="button" onClick={reset}>{t('retry')}</button>
    </section>
  );
}
