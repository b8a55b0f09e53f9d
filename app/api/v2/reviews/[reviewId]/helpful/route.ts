import { reviewEndpoints } from '@/lib/contract/reviews';
import { handle } from '@/lib/http/handle';
import { voterKey } from '@/lib/http/voter-cookie';
import { voteHelpful } from '@/lib/server/reviews/reviews';

export const POST = handle(reviewEndpoints.voteReviewHelpful, async ({ shop, cookies, params }) =>
  voteHelpful(shop, params.reviewId, voterKey(shop, cookies)));
