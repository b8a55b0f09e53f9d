import { reviewEndpoints } from '@/lib/contract/reviews';
import { handle } from '@/lib/http/handle';
import { getReviewEligibility } from '@/lib/server/reviews/reviews';
import { reviewerOf } from '../_lib/who';

export const GET = handle(reviewEndpoints.getReviewEligibility, async ({ shop, cookies, params, query }) =>
  getReviewEligibility(shop, params.guid, await reviewerOf(shop, cookies, query.token)));
