import { agentNotFound, streamedAnswer } from '@/lib/http/agent-answers';
import { productFeed } from '@/lib/server/agents/feeds';
import { feedTags } from '@/lib/server/agents/feed-tags';
import { agentShop } from '../../../_lib/agent-shop';

/** The Google Merchant Center product feed of a shop in a language (`/feeds/google.xml`, `/de/feeds/google.xml`), streamed. */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const found = await agentShop(request, (await params).locale);
  if (!found) return agentNotFound();
  return streamedAnswer(productFeed(found.shop, found.locale, 'google'), 'application/xml; charset=utf-8', feedTags(found.shop));
}
