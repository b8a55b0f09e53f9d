import { REVIEW_LINKS_MAX } from '@/lib/contract/limits';

// Pure review rules shared by the server (what is stored) and the storefront (what a summary shows).

const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g;
const TAG = /<\/?[a-z][^>]*>/gi;
const LINK = /\b(?:https?:\/\/|www\.)\S+/gi;

/**
 * A shopper's text as it is stored: HTML tags and control or direction-changing characters removed,
 * each line trimmed, at most one empty line in a row. It is rendered as plain text, so nothing in it is
 * ever markup or a live link.
 */
export function sanitizeReviewText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(TAG, '').replace(CONTROL, '')
    .split('\n').map((line) => line.replace(/[ \t]+/g, ' ').trim()).join('\n')
    .replace(/\n{3,}/g, '\n\n').trim();
}

/** More links than a review may hold: the mark of spam. */
export function hasTooManyLinks(text: string): boolean {
  return (text.match(LINK)?.length ?? 0) > REVIEW_LINKS_MAX;
}

export interface RatingCounts {
  reviewCount: number;
  ratingSum: number;
  /** Approved reviews per star, index 0 for 1 star. */
  stars: [number, number, number, number, number];
}

export interface RatingSummary {
  /** The mean rating rounded to one decimal (0 without reviews). */
  average: number;
  count: number;
  /** Reviews per star from 5 down to 1, each with its share in whole percent. */
  distribution: { stars: 1 | 2 | 3 | 4 | 5; count: number; percent: number }[];
}

/** The mean rating rounded to one decimal, 0 without reviews. */
export function averageRating(reviewCount: number, ratingSum: number): number {
  return reviewCount === 0 ? 0 : Math.round((ratingSum / reviewCount) * 10) / 10;
}

/** The summary shoppers see from the stored aggregate. */
export function ratingSummary({ reviewCount, ratingSum, stars }: RatingCounts): RatingSummary {
  const average = averageRating(reviewCount, ratingSum);
  const distribution = ([5, 4, 3, 2, 1] as const).map((n) => {
    const count = stars[n - 1] ?? 0;
    return { stars: n, count, percent: reviewCount === 0 ? 0 : Math.round((count / reviewCount) * 100) };
  });
  return { average, count: reviewCount, distribution };
}
