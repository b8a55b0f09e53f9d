'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api/client';
import { shopApi } from '@/lib/api/browser';
import { reviewRoutes } from '@/lib/api/routes/review';
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, REVIEW_TITLE_MAX } from '@/lib/contract/limits';
import { reviewToken } from './review-token';
import styles from './reviews.module.css';

/** The review form, for a shopper the server found eligible (ReviewForm loads it then), and its sending. */
export function ReviewFormFields({ productId }: { productId: string }) {
  const t = useTranslations('Reviews');
  const id = useId();
  const [step, setStep] = useState<'form' | 'sending' | 'sent'>('form');
  const [error, setError] = useState<string | null>(null);

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
