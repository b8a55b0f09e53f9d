import { markdownAnswer, agentNotFound } from '@/lib/http/agent-answers';
import { parsePublicPath, parseRoute } from '@/lib/routing/parse-path';
import { agentShop, agentTexts } from '../../_lib/agent-shop';
import { liveStorefront, renderMarkdownPage } from '../../_lib/markdown-page';

/**
 * A shopper page's Markdown version (docs/api/agents.md): `/p/scarf.md`, `/de/c/hats.md`, `/index.md`, or
 * the page's own address with `Accept: text/markdown`, rewritten here with the public path kept
 * (lib/routing/agent-rewrites.mjs). Live content only: a preview parameter changes nothing, and what
 * shoppers cannot see is not found.
 */
export async function GET(request: Request, { params }: { params: Promise<{ path?: string[] }> }) {
  // The public path from the route's segments (the request's URL is the address as asked, `.md` or
  // not), encoded again since parseRoute decodes each slug once.
  const { path = [] } = await params;
  const { editor, language, route } = parsePublicPath(`/${path.map(encodeURIComponent).join('/')}`);
  if (editor) return agentNotFound();
  const found = await agentShop(request, language);
  if (!found) return agentNotFound();
  const segments = route.split('/').filter(Boolean);
  const kind = route === '/index' ? { kind: 'home' as const } : parseRoute(segments);
  const { labels } = await agentTexts(found.locale);
  const page = await renderMarkdownPage(liveStorefront(found.shop, found.locale), kind, labels);
  return page ? markdownAnswer(page) : agentNotFound();
}
