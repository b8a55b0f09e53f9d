import { analyticsEndpoints } from '@/lib/contract/analytics';
import { handle } from '@/lib/http/handle';
import { readDailyOverview } from '@/lib/server/analytics/daily-counts';

export const GET = handle(analyticsEndpoints.getDailyAnalytics, ({ shop, query }) => readDailyOverview(shop, query.days));
