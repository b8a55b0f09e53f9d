'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { shopApi } from '@/lib/api/browser';
import { reviewRoutes } from '@/lib/api/routes/review';
import styles from './reviews.module.css';

/**
 * "Was this helpful?": one vote per browser (the server keeps count); after it, thanks beside the button.
 * The button is marked unavailable while the vote is sent and once it is counted (aria-disabled, a press
 * does nothing) but keeps focus: a disabled one would drop the shopper's focus to the page's start.
 */
export function HelpfulButton({ reviewId, count }: { reviewId: string; count: number }) {
  const t = useTranslations('Reviews');
  const [state, setState] = useState<{ count: number; voted: boolean; pending: boolean }>({ count, voted: false, pending: false });
  const vote = async () => {
    if (state.voted || state.pending) return;
    setState((s) => ({ ...s, pending: true }));
    try {
      const answer = await shopApi(reviewRoutes.voteReviewHelpful, { params: { reviewId } });
      setState({ count: answer.helpfulCount, voted: true, pending: false });
    } catch {
      setState((s) => ({ ...s, pending: false }));
    }
  };
  return (
    <div className={styles.helpful}>
      <span>{t('helpfulQuestion')}</span>
      <button type="button" className="button button--secondary" onClick={vote}
        aria-disabled={state.voted || state.pending || undefined}>
        {t('helpfulYes', { count: state.count })}
      </button>
      <span role="status">{state.voted ? t('helpfulThanks') : ''}</span>
    </div>
  );
}
