import { agentBadCountry, agentNotFound, streamedAnswer } from '@/lib/http/agent-answers';
import { productFeed } from '@/lib/server/agents/feeds';
import { feedTags } from '@/lib/server/agents/feed-tags';
import { agentShop, requestedCountry } from '../../../_lib/agent-shop';

/** The Google Merchant Center product feed of a shop in a language (`/feeds/google.xml`, `/de/feeds/google.xml`), streamed; `?country=CH`: that market's. */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const found = await agentShop(request, (await params).locale);
  if (!found) return agentNotFound();
  const asked = requestedCountry(request);
  if (!asked) return agentBadCountry();
  return streamedAnswer(productFeed(found.shop, found.locale, 'google', asked.country), 'application/xml; charset=utf-8', feedTags(found.shop));
}
