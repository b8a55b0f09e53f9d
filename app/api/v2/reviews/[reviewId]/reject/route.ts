import { reviewEndpoints } from '@/lib/contract/reviews';
import { handle } from '@/lib/http/handle';
import { moderateReview } from '@/lib/server/reviews/reviews';

export const POST = handle(reviewEndpoints.rejectReview, async ({ shop, params }) => moderateReview(shop, params.reviewId, 'rejected'));
