import { z } from 'zod';
import { pageParam } from './common';
import { defineEndpoint } from './endpoint';
import { REVIEW_PAGE_SIZE_MAX, REVIEW_REPLY_MAX, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, REVIEW_TITLE_MAX } from './limits';

export const reviewStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export const reviewSortSchema = z.enum(['newest', 'helpful']);

/** A review as shoppers see it: no customer, order or email, only the first name given at the time. */
export const publicReviewSchema = z.object({
  id: z.uuid(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  text: z.string(),
  authorName: z.string(),
  locale: z.string(),
  helpfulCount: z.number().int().min(0),
  ownerReply: z.string().nullable(),
  approvedAt: z.iso.datetime(),
});

export const ratingSummarySchema = z.object({
  average: z.number().min(0).max(5),
  count: z.number().int().min(0),
  distribution: z.array(z.object({ stars: z.number().int().min(1).max(5), count: z.number().int().min(0), percent: z.number().int().min(0).max(100) })),
});

/** A review in the owner's queue: with its product and state. */
export const ownerReviewSchema = publicReviewSchema.omit({ approvedAt: true }).extend({
  productId: z.uuid(),
  productName: z.string(),
  status: reviewStatusSchema,
  createdAt: z.iso.datetime(),
  approvedAt: z.iso.datetime().nullable(),
});

const productParams = z.object({ guid: z.uuid() });
const reviewParams = z.object({ reviewId: z.uuid() });

export const reviewEndpoints = {
  listProductReviews: defineEndpoint({
    method: 'GET', path: '/products/{guid}/reviews', tag: 'Reviews', auth: 'public', errors: [404],
    summary: "A product's approved reviews with paging, newest or most helpful first, and its rating summary.",
    params: productParams,
    query: z.object({
      page: pageParam,
      resultsPerPage: z.coerce.number().int().min(1).max(REVIEW_PAGE_SIZE_MAX).default(5),
      sort: reviewSortSchema.default('newest'),
    }),
    response: z.object({
      items: z.array(publicReviewSchema).max(REVIEW_PAGE_SIZE_MAX),
      summary: ratingSummarySchema,
      page: z.number().int(),
      resultsPerPage: z.number().int(),
    }),
  }),
  getReviewEligibility: defineEndpoint({
    method: 'GET', path: '/products/{guid}/reviews/eligibility', tag: 'Reviews', auth: 'public', errors: [404],
    summary: 'Whether this browser (its signed-in customer, or a review link token) may review the product.',
    params: productParams,
    query: z.object({ token: z.string().max(1000).optional() }),
    response: z.object({ eligible: z.boolean(), reason: z.enum(['NotABuyer', 'AlreadyReviewed']).nullable() }),
  }),
  submitReview: defineEndpoint({
    method: 'POST', path: '/products/{guid}/reviews', tag: 'Reviews', auth: 'public', successStatus: 201, errors: [403, 404, 409, 422],
    summary: "A verified buyer's review (a signed-in customer with an order holding the product, or the review mail's token); it waits for the owner's approval.",
    params: productParams,
    body: z.object({
      rating: z.number().int().min(1).max(5),
      title: z.string().trim().min(1).max(REVIEW_TITLE_MAX),
      text: z.string().trim().min(REVIEW_TEXT_MIN).max(REVIEW_TEXT_MAX),
      token: z.string().max(1000).optional(),
    }),
    response: z.object({ id: z.uuid(), status: reviewStatusSchema }),
    rateLimit: { bucket: 'review-submit', limit: 5, windowSeconds: 3600 },
  }),
  voteReviewHelpful: defineEndpoint({
    method: 'POST', path: '/reviews/{reviewId}/helpful', tag: 'Reviews', auth: 'public', errors: [404],
    summary: 'Counts "Was this helpful?" once per browser (an anonymous cookie, stored only as a keyed hash).',
    params: reviewParams,
    response: z.object({ helpfulCount: z.number().int().min(0), counted: z.boolean() }),
    rateLimit: { bucket: 'review-vote', limit: 30, windowSeconds: 600 },
  }),
  listOwnerReviews: defineEndpoint({
    method: 'GET', path: '/reviews', tag: 'Reviews', auth: 'owner', errors: [401, 403],
    summary: "The shop's reviews in one state (pending by default), oldest first.",
    query: z.object({
      status: reviewStatusSchema.default('pending'),
      page: pageParam,
      resultsPerPage: z.coerce.number().int().min(1).max(100).default(20),
    }),
    response: z.object({
      items: z.array(ownerReviewSchema).max(100),
      total: z.number().int().min(0),
      page: z.number().int(),
      resultsPerPage: z.number().int(),
    }),
  }),
  approveReview: defineEndpoint({
    method: 'POST', path: '/reviews/{reviewId}/approve', tag: 'Reviews', auth: 'owner', errors: [401, 403, 404],
    summary: "Publishes a review on its product's page; the product's rating and cached pages follow.",
    params: reviewParams,
    response: ownerReviewSchema,
  }),
  rejectReview: defineEndpoint({
    method: 'POST', path: '/reviews/{reviewId}/reject', tag: 'Reviews', auth: 'owner', errors: [401, 403, 404],
    summary: 'Rejects a review (an approved one leaves the product page).',
    params: reviewParams,
    response: ownerReviewSchema,
  }),
  replyToReview: defineEndpoint({
    method: 'PUT', path: '/reviews/{reviewId}/reply', tag: 'Reviews', auth: 'owner', errors: [401, 403, 404, 422],
    summary: "Sets the owner's public reply shown under the review; an empty text removes it.",
    params: reviewParams,
    body: z.object({ reply: z.string().trim().max(REVIEW_REPLY_MAX) }),
    response: ownerReviewSchema,
  }),
};

export type PublicReviewPayload = z.infer<typeof publicReviewSchema>;
export type OwnerReviewPayload = z.infer<typeof ownerReviewSchema>;
export type RatingSummaryPayload = z.infer<typeof ratingSummarySchema>;
export type ReviewSort = z.infer<typeof reviewSortSchema>;
