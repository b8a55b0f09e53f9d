import { reviewEndpoints } from '@/lib/contract/reviews';
import { handle } from '@/lib/http/handle';
import { replyToReview } from '@/lib/server/reviews/reviews';

export const PUT = handle(reviewEndpoints.replyToReview, async ({ shop, params, body }) => replyToReview(shop, params.reviewId, body.reply));
