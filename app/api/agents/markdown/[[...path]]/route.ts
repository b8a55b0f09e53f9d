import { markdownAnswer, agentNotFound } from '@/lib/http/agent-answers';
import { AGENT_ROUTES_PREFIX } from '@/lib/routing/agent-rewrites.mjs';
import { parsePublicPath, parseRoute } from '@/lib/routing/parse-path';
import { agentShop, agentTexts } from '../../_lib/agent-shop';
import { liveStorefront, renderMarkdownPage } from '../../_lib/markdown-page';

const PREFIX = `${AGENT_ROUTES_PREFIX}/markdown`;

/**
 * A shopper page's Markdown version (docs/api/agents.md): `/p/scarf.md`, `/de/c/hats.md`, `/index.md`, or
 * the page's own address with `Accept: text/markdown`, rewritten here with the public path kept
 * (lib/routing/agent-rewrites.mjs). Live content only: a preview parameter changes nothing, and what
 * shoppers cannot see is not found.
 */
export async function GET(request: Request) {
  // The path as it came, still encoded: the route's slugs are decoded once, by parseRoute.
  const pathname = new URL(request.url).pathname.slice(PREFIX.length) || '/';
  const { editor, language, route } = parsePublicPath(pathname);
  if (editor) return agentNotFound();
  const found = await agentShop(request, language);
  if (!found) return agentNotFound();
  const segments = route.split('/').filter(Boolean);
  const kind = route === '/index' ? { kind: 'home' as const } : parseRoute(segments);
  const { labels } = await agentTexts(found.locale);
  const page = await renderMarkdownPage(liveStorefront(found.shop, found.locale), kind, labels);
  return page ? markdownAnswer(page) : agentNotFound();
}
