import { engagementEndpoints } from '@/lib/contract/engagement';
import { handle } from '@/lib/http/handle';
import { submitContactMessage } from '@/lib/server/engagement/contact';

export const POST = handle(engagementEndpoints.sendContactForm, async ({ shop, body, locale }) => {
  const { name, email, message, website, phone2 } = body;
  await submitContactMessage(shop, { name, email, message, traps: [website, phone2] }, locale);
  return { ok: true as const };
});
