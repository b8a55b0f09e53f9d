import { reviewEndpoints } from '@/lib/contract/reviews';
import { handle } from '@/lib/http/handle';
import { listOwnerReviews } from '@/lib/server/reviews/reviews';

export const GET = handle(reviewEndpoints.listOwnerReviews, async ({ shop, query }) => listOwnerReviews(shop, query));
