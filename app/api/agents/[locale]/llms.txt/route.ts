import { agentNotFound, agentText } from '@/lib/http/agent-answers';
import { agentShop } from '../../_lib/agent-shop';
import { llmsFile } from '../../_lib/llms';

/** The shop's llms.txt in a language (`/llms.txt`, `/de/llms.txt`): docs/api/agents.md. */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const found = await agentShop(request, (await params).locale);
  if (!found) return agentNotFound();
  const { body, tags } = await llmsFile(found.shop, found.locale, false);
  return agentText(body, 'text/plain; charset=utf-8', tags);
}
