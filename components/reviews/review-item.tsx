import { useFormatter, useTranslations } from 'next-intl';
import type { PublicReviewPayload } from '@/lib/contract/reviews';
import { HelpfulButton } from './helpful-button';
import { StarRating } from './star-rating';
import styles from './reviews.module.css';

/** One approved review; its texts are plain text (React escapes them), so a link in one is never live. */
export function ReviewItem({ review }: { review: PublicReviewPayload }) {
  const t = useTranslations('Reviews');
  const format = useFormatter();
  const date = format.dateTime(new Date(review.approvedAt), { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <li className={styles.review}>
      <h3 className={styles.reviewTitle}>{review.title}</h3>
      <StarRating rating={review.rating} label={t('reviewRating', { rating: review.rating })} />
      <p className={styles.meta}>{t('byline', { name: review.authorName || t('anonymous'), date })} · {t('verified')}</p>
      <p className={styles.text}>{review.text}</p>
      {review.ownerReply && (
        <div className={styles.reply}>
          <p><strong>{t('ownerReply')}</strong></p>
          <p>{review.ownerReply}</p>
        </div>
      )}
      <HelpfulButton reviewId={review.id} count={review.helpfulCount} />
    </li>
  );
}
