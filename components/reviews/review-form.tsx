'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api/client';
import { shopApi } from '@/lib/api/browser';
import { reviewRoutes } from '@/lib/api/routes/review';
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, REVIEW_TITLE_MAX } from '@/lib/contract/limits';
import styles from './reviews.module.css';

type Step = 'closed' | 'checking' | 'form' | 'sending' | 'sent' | 'NotABuyer' | 'AlreadyReviewed';

/** The review mail's link carries its token as `?review=`; the cached page cannot know it, the browser can. */
const reviewToken = () => new URLSearchParams(window.location.search).get('review') ?? undefined;

/**
 * "Write a review": asks the server whether this browser's customer (or the mail's token) may review the
 * product, then shows the form; the review waits for the owner's approval.
 */
export function ReviewForm({ productId }: { productId: string }) {
  const t = useTranslations('Reviews');
  const id = useId();
  const [step, setStep] = useState<Step>('closed');
  const [error, setError] = useState<string | null>(null);

  const open = async () => {
    setStep('checking');
    setError(null);
    try {
      const answer = await shopApi(reviewRoutes.getReviewEligibility, { params: { guid: productId }, query: { token: reviewToken() } }, { silent: true });
      setStep(answer.eligible ? 'form' : answer.reason ?? 'NotABuyer');
    } catch {
      setStep('closed');
      setError(t('loadFailed'));
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setStep('sending');
    setError(null);
    try {
      await shopApi(reviewRoutes.submitReview, {
        params: { guid: productId },
        body: { rating: Number(data.get('rating')), title: String(data.get('title')), text: String(data.get('text')), token: reviewToken() },
      }, { silent: true });
      setStep('sent');
    } catch (failure) {
      setStep('form');
      setError(failure instanceof ApiError && failure.code === 'TooManyLinks' ? t('tooManyLinks') : t('submitFailed'));
    }
  };

  if (step === 'sent') return <p role="status">{t('submitted')}</p>;
  if (step === 'NotABuyer' || step === 'AlreadyReviewed') return <p role="status">{t(step === 'NotABuyer' ? 'notABuyer' : 'alreadyReviewed')}</p>;
  if (step === 'closed' || step === 'checking') {
    return (
      <div>
        <button type="button" className="button" onClick={open} disabled={step === 'checking'}>{t('write')}</button>
        {error && <p role="alert">{error}</p>}
      </div>
    );
  }
  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('formHeading')}</h3>
      <fieldset>
        <legend>{t('yourRating')}</legend>
        {[5, 4, 3, 2, 1].map((stars) => (
          <label key={stars} className={styles.radio}>
            <input type="radio" name="rating" value={stars} required />
            {t('stars', { stars })}
          </label>
        ))}
      </fieldset>
      <label>
        {t('title')}
        <input name="title" required maxLength={REVIEW_TITLE_MAX} />
      </label>
      <label>
        {t('text')}
        <textarea name="text" required minLength={REVIEW_TEXT_MIN} maxLength={REVIEW_TEXT_MAX} aria-describedby={`${id}-hint`} />
      </label>
      <p id={`${id}-hint`} className={styles.meta}>{t('textHint', { min: REVIEW_TEXT_MIN, max: REVIEW_TEXT_MAX })}</p>
      {error && <p role="alert">{error}</p>}
      <div><button type="submit" disabled={step === 'sending'}>{t('submit')}</button></div>
    </form>
  );
}
