import { engagementEndpoints } from '@/lib/contract/engagement';
import { handle } from '@/lib/http/handle';
import { subscribeToNewsletter } from '@/lib/server/engagement/newsletter';

export const POST = handle(engagementEndpoints.subscribeNewsletter, async ({ shop, body, locale }) => {
  await subscribeToNewsletter(shop, body.email, locale);
  return { ok: true as const };
});
