import { agentBadCountry, agentNotFound, streamedAnswer } from '@/lib/http/agent-answers';
import { productFeed } from '@/lib/server/agents/feeds';
import { feedTags } from '@/lib/server/agents/feed-tags';
import { agentShop, requestedCountry } from '../../../_lib/agent-shop';

/** The Agentic Commerce (OpenAI) product feed of a shop in a language (`/feeds/acp.jsonl`, `/de/feeds/acp.jsonl`), streamed; `?country=CH`: that market's. */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const found = await agentShop(request, (await params).locale);
  if (!found) return agentNotFound();
  const asked = requestedCountry(request);
  if (!asked) return agentBadCountry();
  return streamedAnswer(productFeed(found.shop, found.locale, 'acp', asked.country), 'application/jsonl; charset=utf-8', feedTags(found.shop));
}
