import 'server-only';
import type { OwnerReviewPayload, PublicReviewPayload, RatingSummaryPayload, ReviewSort } from '@/lib/contract/reviews';
import {
  addHelpfulVote, findApprovedReview, findOwnerReview, findRatings, findReviewableProduct, insertReview, listApprovedReviews,
  listReviewsByStatus, setReviewReply, setReviewStatus, type OwnerReviewRow, type RatingRow, type ReviewRow, type ReviewStatus,
} from '@/lib/db/reviews/queries';
import { hasTooManyLinks, ratingSummary, sanitizeReviewText } from '@/lib/reviews/rules';
import { productChangeTags } from '@/lib/server/catalog/catalog-tags';
import type { Customer } from '@/lib/server/customers/types';
import { BusinessRuleError, ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@/lib/server/errors';
import { hmac } from '@/lib/server/security/signed-token';
import { getServerSecret } from '@/lib/server/security/secret';
import type { Shop } from '@/lib/server/shop/types';
import { revalidateTags } from '@/lib/server/storefront-cache';
import { reviewEligibility } from './eligibility';

const EMPTY: RatingRow = { productId: '', shopId: '', reviewCount: 0, ratingSum: 0, stars1: 0, stars2: 0, stars3: 0, stars4: 0, stars5: 0 };

function toSummary(row: RatingRow): RatingSummaryPayload {
  return ratingSummary({ reviewCount: row.reviewCount, ratingSum: row.ratingSum, stars: [row.stars1, row.stars2, row.stars3, row.stars4, row.stars5] });
}

function toPublic(row: ReviewRow): PublicReviewPayload {
  return {
    id: row.id, rating: row.rating, title: row.title, text: row.body, authorName: row.authorName, locale: row.locale,
    helpfulCount: row.helpfulCount, ownerReply: row.ownerReply, approvedAt: (row.approvedAt ?? row.createdAt).toISOString(),
  };
}

function toOwner(row: OwnerReviewRow): OwnerReviewPayload {
  return {
    ...toPublic(row), productId: row.productId, productName: row.productName, status: row.status,
    createdAt: row.createdAt.toISOString(), approvedAt: row.approvedAt?.toISOString() ?? null,
  };
}

async function requireProduct(shop: Shop, productId: string): Promise<void> {
  if (!(await findReviewableProduct(shop.id, productId))) throw new NotFoundError('Product not found');
}

/** The rating summaries of products that have approved reviews, by product id (for cards and pages). */
export async function productRatings(shop: Shop, productIds: readonly string[]): Promise<Map<string, RatingSummaryPayload>> {
  const rows = await findRatings(shop.id, productIds);
  return new Map(rows.map((row) => [row.productId, toSummary(row)]));
}

/** A page of a product's approved reviews with its rating summary. */
export async function listProductReviews(shop: Shop, productId: string, options: { sort: ReviewSort; page: number; resultsPerPage: number }) {
  await requireProduct(shop, productId);
  const { sort, page, resultsPerPage } = options;
  const [rows, ratings] = await Promise.all([
    listApprovedReviews(shop.id, productId, sort, (page - 1) * resultsPerPage, resultsPerPage),
    findRatings(shop.id, [productId]),
  ]);
  return { items: rows.map(toPublic), summary: toSummary(ratings[0] ?? EMPTY), page, resultsPerPage };
}

/** Whether the customer (or the holder of a review link) may review the product now. */
export async function getReviewEligibility(shop: Shop, productId: string, who: { customer: Customer | null; reviewToken?: string }) {
  await requireProduct(shop, productId);
  const result = await reviewEligibility(shop.id, productId, who);
  return result.eligible ? { eligible: true, reason: null } : { eligible: false, reason: result.reason };
}

export interface ReviewInput { rating: number; title: string; text: string; locale: string }

/**
 * Stores a verified buyer's review, pending the owner's approval: 403 for anyone else, 409 for a second
 * review of the same product, 422 for a text that is empty once sanitised or holds too many links.
 */
export async function submitReview(shop: Shop, productId: string, who: { customer: Customer | null; reviewToken?: string }, input: ReviewInput) {
  await requireProduct(shop, productId);
  const title = sanitizeReviewText(input.title).replace(/\n+/g, ' ');
  const text = sanitizeReviewText(input.text);
  const invalid = [
    ...(title ? [] : [{ path: 'title', message: 'The title is empty' }]),
    ...(text ? [] : [{ path: 'text', message: 'The text is empty' }]),
  ];
  if (invalid.length) throw new ValidationError(invalid);
  if (hasTooManyLinks(`${title} ${text}`)) throw new BusinessRuleError('A review may hold at most one link', 'TooManyLinks');
  const eligibility = await reviewEligibility(shop.id, productId, who);
  if (!eligibility.eligible) {
    if (eligibility.reason === 'AlreadyReviewed') throw new ConflictError('You have reviewed this product already', 'AlreadyReviewed');
    throw new ForbiddenError('Only buyers of this product can review it', 'NotABuyer');
  }
  const row = await insertReview({
    shopId: shop.id, productId, ...eligibility.reviewer, rating: input.rating, title, body: text, locale: input.locale,
  });
  if (!row) throw new ConflictError('You have reviewed this product already', 'AlreadyReviewed');
  return { id: row.id, status: row.status };
}

/** Counts one browser's "helpful" once; the browser is known by a random key, kept only as a keyed hash. */
export async function voteHelpful(shop: Shop, reviewId: string, browserKey: string) {
  if (!(await findApprovedReview(shop.id, reviewId))) throw new NotFoundError('Review not found');
  const voterHash = hmac(`review-vote:${shop.id}:${browserKey}`, await getServerSecret());
  return addHelpfulVote(reviewId, voterHash);
}

/** The owner's queue: the shop's reviews in one state, product names in the shop's default locale. */
export async function listOwnerReviews(shop: Shop, options: { status: ReviewStatus; page: number; resultsPerPage: number }) {
  const { status, page, resultsPerPage } = options;
  const { rows, total } = await listReviewsByStatus(shop.id, shop.defaultLocale, status, (page - 1) * resultsPerPage, resultsPerPage);
  return { items: rows.map(toOwner), total, page, resultsPerPage };
}

async function ownerAnswer(shop: Shop, reviewId: string, changed: { productId: string } | null): Promise<OwnerReviewPayload> {
  if (!changed) throw new NotFoundError('Review not found');
  // The product's page shows the reviews and its cards (in the categories listing it) the rating.
  revalidateTags(await productChangeTags(shop, [changed.productId]));
  const row = await findOwnerReview(shop.id, shop.defaultLocale, reviewId);
  if (!row) throw new NotFoundError('Review not found');
  return toOwner(row);
}

/** Approves or rejects a review; its product's rating and cached pages follow in the same call. */
export async function moderateReview(shop: Shop, reviewId: string, status: 'approved' | 'rejected'): Promise<OwnerReviewPayload> {
  return ownerAnswer(shop, reviewId, await setReviewStatus(shop.id, reviewId, status));
}

/** Sets the owner's public reply (sanitised like reviews); an empty one removes it. */
export async function replyToReview(shop: Shop, reviewId: string, reply: string): Promise<OwnerReviewPayload> {
  const text = sanitizeReviewText(reply);
  return ownerAnswer(shop, reviewId, await setReviewReply(shop.id, reviewId, text || null));
}
