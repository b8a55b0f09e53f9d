import { agentFileUrls, mcpEndpointUrl, ucpProfileUrl } from '@/lib/agents/agent-files';
import { llmsTxt, type LlmsLink } from '@/lib/agents/llms-txt';
import { shopUrl } from '@/lib/agents/shop-url';
import { routes } from '@/lib/routing/links';
import { parseRoute } from '@/lib/routing/parse-path';
import { routingConfigFromEnv } from '@/lib/routing/resolve-request';
import { listAgentIndex, type IndexedPage } from '@/lib/server/agents/agent-index';
import { feedTags } from '@/lib/server/agents/feed-tags';
import { getDb } from '@/lib/db';
import { loadMarkets } from '@/lib/server/markets/load-markets';
import { countSitemapProducts } from '@/lib/server/seo/sitemap-entries';
import { visibleLanguages } from '@/lib/server/seo/sitemap-shop';
import type { Shop } from '@/lib/server/shop/types';
import { cachedRead } from '@/lib/server/storefront-cache';
import { agentTexts } from './agent-shop';
import { liveStorefront, renderMarkdownPage } from './markdown-page';

const ROUTING = routingConfigFromEnv(process.env);

/**
 * A shop's llms.txt in a language (llmstxt.org): its name, a summary, its categories, info pages and
 * legal pages as links to their Markdown versions, its feeds, and, as optional, the full text and the
 * other languages' files. `full`: llms-full.txt, the same head followed by every listed page's Markdown.
 * The index is cached under the tags of a whole-catalogue answer; the full text's pages come through
 * their own cached loaders, and the answer names their tags too, for the HTTP cache in front.
 */
export async function llmsFile(shop: Shop, locale: string, full: boolean): Promise<{ body: string; tags: string[] }> {
  const tags = feedTags(shop);
  const { head, index } = await cachedRead(['agents-llms', shop.slug, locale, String(full)], tags, async () => {
    const { t } = await agentTexts(locale);
    const [index, count, markets] = await Promise.all([
      listAgentIndex(shop, locale), countSitemapProducts(shop, locale), getDb().then((db) => loadMarkets(db, shop)),
    ]);
    const files = agentFileUrls(shop, locale, ROUTING);
    const link = (page: IndexedPage): LlmsLink => ({ title: page.title, url: shopUrl(shop, locale, page.route, ROUTING, '.md'), note: page.note });
    const head = llmsTxt({
      title: shop.title,
      summary: t('summary', { shop: shop.title, count }),
      sections: [
        { title: t('categories'), links: index.categories.map(link) },
        { title: t('pages'), links: index.pages.map(link) },
        { title: t('legal'), links: index.legal.map(link) },
        {
          title: t('feeds'),
          links: [
            { title: t('googleFeed'), url: files.googleFeed }, { title: t('acpFeed'), url: files.acpFeed },
            // Each other market's feeds, in its currency: asked for by the market's first country, as the API is.
            ...markets.filter((market) => !market.isPrimary && market.countries.length > 0).flatMap((market) => {
              const note = `${market.name}, ${market.currency}`;
              const inMarket = (url: string) => `${url}?country=${market.countries[0]}`;
              return [
                { title: t('googleFeed'), url: inMarket(files.googleFeed), note },
                { title: t('acpFeed'), url: inMarket(files.acpFeed), note },
              ];
            }),
            { title: t('sitemap'), url: shopUrl(shop, shop.defaultLocale, '/sitemap.xml', ROUTING) },
          ],
        },
        {
          title: t('endpoints'),
          links: [{ title: t('mcp'), url: mcpEndpointUrl(shop, locale, ROUTING) }, { title: t('ucp'), url: ucpProfileUrl(shop, ROUTING) }],
        },
      ],
      optional: full ? [] : [
        { title: t('fullText'), url: files.llmsFull },
        ...visibleLanguages(shop).filter((l) => l !== locale)
          .map((l) => ({ title: `${t('languages')}: ${l}`, url: agentFileUrls(shop, l, ROUTING).llms })),
      ],
    });
    return { head, index };
  });
  if (!full) return { body: head, tags };
  // Each page through its own cached loaders, so a publish of one of them shows here at once.
  const { labels } = await agentTexts(locale);
  const storefront = liveStorefront(shop, locale);
  const pages = [];
  for (const page of [...index.categories, ...index.pages, ...index.legal]) {
    const route = page.route === routes.home() ? { kind: 'home' as const } : parseRoute(page.route.split('/').filter(Boolean));
    const rendered = await renderMarkdownPage(storefront, route, labels);
    if (rendered) pages.push(rendered);
  }
  return {
    body: [head, ...pages.map((page) => page.body)].join('\n---\n\n'),
    tags: [...new Set([...tags, ...pages.flatMap((page) => page.tags)])],
  };
}
