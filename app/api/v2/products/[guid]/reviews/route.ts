import { reviewEndpoints } from '@/lib/contract/reviews';
import { handle } from '@/lib/http/handle';
import { listProductReviews, submitReview } from '@/lib/server/reviews/reviews';
import { reviewerOf } from './_lib/who';

export const GET = handle(reviewEndpoints.listProductReviews, async ({ shop, params, query }) => listProductReviews(shop, params.guid, query));

export const POST = handle(reviewEndpoints.submitReview, async ({ shop, locale, cookies, params, body }) => {
  const { token, ...review } = body;
  return submitReview(shop, params.guid, await reviewerOf(shop, cookies, token), { ...review, locale });
});
