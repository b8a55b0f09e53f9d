import { agentNotFound, streamedAnswer } from '@/lib/http/agent-answers';
import { productFeed } from '@/lib/server/agents/feeds';
import { feedTags } from '@/lib/server/agents/feed-tags';
import { agentShop } from '../../../_lib/agent-shop';

/** The Agentic Commerce (OpenAI) product feed of a shop in a language (`/feeds/acp.jsonl`, `/de/feeds/acp.jsonl`), streamed. */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const found = await agentShop(request, (await params).locale);
  if (!found) return agentNotFound();
  return streamedAnswer(productFeed(found.shop, found.locale, 'acp'), 'application/jsonl; charset=utf-8', feedTags(found.shop));
}
