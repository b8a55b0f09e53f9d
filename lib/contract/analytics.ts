import { z } from 'zod';
import { commonQuerySchema } from './common';
import { defineEndpoint } from './endpoint';
import { ANALYTICS_DAYS_DEFAULT, ANALYTICS_DAYS_MAX } from './limits';

const count = z.number().int().nonnegative();
const dayCounts = {
  visits: count,
  productViews: count,
  carts: count,
  orders: count,
  /** Orders per visit (0.025 is 2.5 %); null without visits. */
  conversionRate: z.number().nonnegative().nullable(),
};

/** The owner's cookie-free overview: counts per day (UTC), no personal data. */
export const analyticsEndpoints = {
  getDailyAnalytics: defineEndpoint({
    method: 'GET', path: '/analytics/daily', tag: 'Analytics', auth: 'owner', errors: [401, 403],
    summary: `Visits, product views, carts, orders and conversion per day (UTC) for the last \`days\` days up to today (${ANALYTICS_DAYS_DEFAULT} by default), `
      + 'oldest first, every day listed (0 without counts), with the totals. Counted without cookies or personal data, whatever the shoppers\' cookie choice.',
    query: commonQuerySchema.extend({ days: z.coerce.number().int().min(1).max(ANALYTICS_DAYS_MAX).default(ANALYTICS_DAYS_DEFAULT) }),
    response: z.object({
      days: z.array(z.object({ day: z.string(), ...dayCounts })).max(ANALYTICS_DAYS_MAX),
      totals: z.object(dayCounts),
    }),
  }),
};

/** What the storefront's pages report for the overview: counts only, never who. */
export const analyticsBeaconEndpoints = {
  countPageLoad: defineEndpoint({
    method: 'POST', path: '/analytics/pageLoads', tag: 'Analytics', auth: 'public', successStatus: 204,
    summary: 'Counts a page load for the owner\'s overview: a visit when it came from outside the shop (`entry`), a product view on a product page (`product`). '
      + 'Reads no cookie and stores no address or identifier, so it counts whatever the cookie choice; crawlers and the signed-in owner are not counted. 204 either way.',
    query: commonQuerySchema,
    body: z.object({ entry: z.boolean(), product: z.boolean() }),
    rateLimit: { bucket: 'analytics-page-loads', limit: 120, windowSeconds: 60 },
  }),
};

export type DailyAnalyticsPayload = z.output<NonNullable<typeof analyticsEndpoints.getDailyAnalytics.response>>;
