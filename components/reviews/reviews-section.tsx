import { useTranslations } from 'next-intl';
import type { PublicReviewPayload, RatingSummaryPayload } from '@/lib/contract/reviews';
import { ReviewForm } from './review-form';
import { ReviewList } from './review-list';
import { StarRating } from './star-rating';
import styles from './reviews.module.css';

interface Props {
  productId: string;
  summary: RatingSummaryPayload;
  /** The first page of approved reviews, newest first. */
  reviews: PublicReviewPayload[];
}

/**
 * The product page's reviews: the average and the distribution rendered on the server, the list (sort,
 * paging, "Was this helpful?") and the buyer's form as small islands.
 */
export function ReviewsSection({ productId, summary, reviews }: Props) {
  const t = useTranslations('Reviews');
  return (
    <section className={styles.section} aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">{t('heading')}</h2>
      {summary.count === 0 ? <p>{t('none')}</p> : (
        <div className={styles.summary}>
          <div className={styles.average}>
            <p className={styles.averageNumber} aria-hidden="true">{summary.average.toFixed(1)}</p>
            <StarRating size="large" rating={summary.average} label={t('ratingLabel', { average: summary.average, count: summary.count })} />
            <p className={styles.meta}>{t('basedOn', { count: summary.count })}</p>
          </div>
          <ul className={styles.distribution} aria-label={t('distribution')}>
            {summary.distribution.map((row) => (
              <li key={row.stars}>
                <span aria-hidden="true">{t('stars', { stars: row.stars })}</span>
                <meter min={0} max={100} value={row.percent} aria-label={t('starsShare', { stars: row.stars, percent: row.percent })} />
                <span aria-hidden="true">{row.count}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {summary.count > 0 && <ReviewList productId={productId} initial={reviews} total={summary.count} />}
      <ReviewForm productId={productId} />
    </section>
  );
}
