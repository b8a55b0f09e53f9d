'use client';

import { useState } from 'react';
import { shopApi } from '@/lib/api/browser';
import { reviewRoutes } from '@/lib/api/routes/review';
import { REVIEW_REPLY_MAX } from '@/lib/contract/limits';
import type { OwnerReviewPayload } from '@/lib/contract/reviews';
import { fill } from '../../labels';
import type { ReviewsText } from './labels';
import workbench from '../../workbench.module.css';
import styles from './reviews-module.module.css';

export interface ReviewsModuleProps {
  /** The reviews waiting for approval, oldest first. */
  pending: OwnerReviewPayload[];
  text: ReviewsText;
  language: string;
}

/**
 * The owner's queue of reviews waiting for approval: each with Approve, Reject and a public Reply. An
 * approved or rejected review leaves the list; the product's pages are revalidated by the server.
 */
export function ReviewsModule({ pending, text, language }: ReviewsModuleProps) {
  const [reviews, setReviews] = useState(pending);
  const [status, setStatus] = useState('');
  const [replying, setReplying] = useState<string | null>(null);

  const moderate = async (review: OwnerReviewPayload, action: 'approve' | 'reject') => {
    const route = action === 'approve' ? reviewRoutes.approveReview : reviewRoutes.rejectReview;
    try {
      await shopApi(route, { params: { reviewId: review.id } });
      setReviews((list) => list.filter((r) => r.id !== review.id));
      setStatus(fill(text[action === 'approve' ? 'approved' : 'rejected'], { name: review.title }));
    } catch {
      // shopApi has shown the failure in the notification overlay.
    }
  };

  const reply = async (review: OwnerReviewPayload, value: string) => {
    try {
      const saved = await shopApi(reviewRoutes.replyToReview, { params: { reviewId: review.id }, body: { reply: value } });
      setReviews((list) => list.map((r) => (r.id === review.id ? saved : r)));
      setReplying(null);
      setStatus(fill(text.replied, { name: review.title }));
    } catch {
      // Shown by shopApi; the form stays open with the text.
    }
  };

  const date = (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <section className={styles.module} aria-labelledby="reviews-module-heading">
      <h2 id="reviews-module-heading" className={workbench.heading}>{text.heading}</h2>
      <p role="status" className={styles.status}>{status}</p>
      {reviews.length === 0 ? <p>{text.empty}</p> : (
        <ul className={styles.list}>
          {reviews.map((review) => (
            <li key={review.id} className={styles.review}>
              <article aria-labelledby={`review-${review.id}`}>
                <h3 id={`review-${review.id}`} className={styles.title}>{review.title}</h3>
                <p className={styles.meta}>{fill(text.product, { product: review.productName })}</p>
                <p className={styles.meta}>
                  {fill(text.rating, { rating: review.rating })} · {fill(text.byline, { name: review.authorName || text.anonymous, date: date(review.createdAt) })}
                </p>
                <p className={styles.text}>{review.text}</p>
                {review.ownerReply && <p className={styles.reply}>{review.ownerReply}</p>}
                {replying === review.id ? (
                  <form className={styles.replyForm} onSubmit={(event) => {
                    event.preventDefault();
                    void reply(review, String(new FormData(event.currentTarget).get('reply') ?? ''));
                  }}>
                    <label>
                      {text.replyLabel}
                      <textarea name="reply" defaultValue={review.ownerReply ?? ''} maxLength={REVIEW_REPLY_MAX} />
                    </label>
                    <div className={styles.actions}>
                      <button type="submit">{text.saveReply}</button>
                      <button type="button" className="button--secondary" onClick={() => setReplying(null)}>{text.cancel}</button>
                    </div>
                  </form>
                ) : (
                  <div className={styles.actions}>
                    <button type="button" onClick={() => void moderate(review, 'approve')}>{text.approve}</button>
                    <button type="button" className="button--secondary" onClick={() => void moderate(review, 'reject')}>{text.reject}</button>
                    <button type="button" className="button--quiet" onClick={() => setReplying(review.id)}>{text.reply}</button>
                  </div>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
