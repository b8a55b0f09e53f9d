'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import { shopApi } from '@/lib/api/browser';
import { reviewRoutes } from '@/lib/api/routes/review';
import { reviewToken } from './review-token';

// The form's code loads when a shopper asks to write a review, while the server checks that they may:
// most views of a product page never ask, and its first load carries only this button.
const loadFields = () => import('./review-form-fields');
const ReviewFormFields = lazy(() => loadFields().then((module) => ({ default: module.ReviewFormFields })));

type Step = 'closed' | 'checking' | 'form' | 'NotABuyer' | 'AlreadyReviewed';

/**
 * "Write a review": asks the server whether this browser's customer (or the mail's token) may review the
 * product, then shows the form; the review waits for the owner's approval.
 */
export function ReviewForm({ productId }: { productId: string }) {
  const t = useTranslations('Reviews');
  const [step, setStep] = useState<Step>('closed');
  const [error, setError] = useState<string | null>(null);

  const open = async () => {
    setStep('checking');
    setError(null);
    void loadFields();
    try {
      const answer = await shopApi(reviewRoutes.getReviewEligibility, { params: { guid: productId }, query: { token: reviewToken() } }, { silent: true });
      setStep(answer.eligible ? 'form' : answer.reason ?? 'NotABuyer');
    } catch {
      setStep('closed');
      setError(t('loadFailed'));
    }
  };

  if (step === 'NotABuyer' || step === 'AlreadyReviewed') return <p role="status">{t(step === 'NotABuyer' ? 'notABuyer' : 'alreadyReviewed')}</p>;
  if (step === 'form') {
    return (
      <Suspense fallback={null}>
        <ReviewFormFields productId={productId} />
      </Suspense>
    );
  }
  return (
    <div>
      <button type="button" className="button" onClick={open} disabled={step === 'checking'}>{t('write')}</button>
      {error && <p role="alert">{error}</p>}
    </div>
  );
}
