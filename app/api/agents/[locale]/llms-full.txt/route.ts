import { agentNotFound, agentText } from '@/lib/http/agent-answers';
import { agentShop } from '../../_lib/agent-shop';
import { llmsFile } from '../../_lib/llms';

/** The shop's llms-full.txt in a language (`/llms-full.txt`, `/de/llms-full.txt`): llms.txt followed by every page it lists. */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const found = await agentShop(request, (await params).locale);
  if (!found) return agentNotFound();
  const { body, tags } = await llmsFile(found.shop, found.locale, true);
  return agentText(body, 'text/plain; charset=utf-8', tags);
}
