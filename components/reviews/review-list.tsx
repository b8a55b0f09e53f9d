'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { shopApi } from '@/lib/api/browser';
import { reviewRoutes } from '@/lib/api/routes/review';
import type { PublicReviewPayload, ReviewSort } from '@/lib/contract/reviews';
import { ReviewItem } from './review-item';
import styles from './reviews.module.css';

const PAGE_SIZE = 5;

/** The approved reviews: the server's first page, then sorted and paged through the API in the browser. */
export function ReviewList({ productId, initial, total }: { productId: string; initial: PublicReviewPayload[]; total: number }) {
  const t = useTranslations('Reviews');
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [reviews, setReviews] = useState(initial);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  const load = async (nextSort: ReviewSort, page: number) => {
    setPending(true);
    setFailed(false);
    try {
      const answer = await shopApi(reviewRoutes.listProductReviews,
        { params: { guid: productId }, query: { sort: nextSort, page, resultsPerPage: PAGE_SIZE } }, { silent: true });
      setReviews((shown) => (page === 1 ? answer.items : [...shown, ...answer.items]));
    } catch {
      setFailed(true);
    }
    setPending(false);
  };

  return (
    <>
      <div className={styles.toolbar}>
        <label>
          {t('sort')}{' '}
          <select value={sort} onChange={(event) => { const next = event.target.value as ReviewSort; setSort(next); void load(next, 1); }}>
            <option value="newest">{t('sortNewest')}</option>
            <option value="helpful">{t('sortHelpful')}</option>
          </select>
        </label>
      </div>
      <ul className={styles.list} aria-busy={pending}>
        {reviews.map((review) => <ReviewItem key={review.id} review={review} />)}
      </ul>
      {failed && <p role="alert">{t('loadFailed')}</p>}
      {reviews.length < total && (
        <button type="button" className="button button--secondary" disabled={pending}
          onClick={() => void load(sort, Math.floor(reviews.length / PAGE_SIZE) + 1)}>
          {t('showMore')}
        </button>
      )}
    </>
  );
}
