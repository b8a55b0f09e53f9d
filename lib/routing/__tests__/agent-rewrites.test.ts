/** @jest-environment node */
import { unstable_doesMiddlewareMatch, unstable_getResponseFromNextConfig } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import { config as proxyConfig, proxy } from '@/proxy';
import { agentRewrites } from '../agent-rewrites.mjs';
import type { RoutingConfig } from '../resolve-request';
import { storefrontRewrites } from '../storefront-rewrites.mjs';

const routing: RoutingConfig = { defaultShop: 'demo', shopHosts: { 'beyond.test': 'beyond-demo' } };
// As next.config.mjs has them: the agents' rules first.
const nextConfig = { rewrites: async () => ({ beforeFiles: [...agentRewrites(), ...storefrontRewrites(routing)], afterFiles: [], fallback: [] }) };

/** Where Next's router serves a request (path and query) by the config's rewrites. */
async function servedAt(url: string, headers: Record<string, string> = {}) {
  const response = await unstable_getResponseFromNextConfig({ url, nextConfig, headers: { host: 'localhost', ...headers } });
  const served = new URL(response.headers.get('x-middleware-rewrite') ?? url, 'http://localhost');
  return `${served.pathname}${served.search}`;
}

describe('the addresses agents read', () => {
  it.each([
    ['/llms.txt', '/api/agents/default/llms.txt'],
    ['/llms-full.txt', '/api/agents/default/llms-full.txt'],
    ['/de/llms.txt', '/api/agents/de/llms.txt'],
    ['/feeds/google.xml', '/api/agents/default/feeds/google.xml'],
    ['/fr/feeds/acp.jsonl', '/api/agents/fr/feeds/acp.jsonl'],
    ['/p/stoneware-mug.md', '/api/agents/markdown/p/stoneware-mug'],
    ['/de/c/bekleidung.md', '/api/agents/markdown/de/c/bekleidung'],
    ['/index.md', '/api/agents/markdown/index'],
    ['/p/caf%C3%A9-mug.md?shop=beyond-demo', '/api/agents/markdown/p/caf%C3%A9-mug?shop=beyond-demo'],
    ['/.well-known/ucp', '/api/agents/ucp-profile'],
    ['/.well-known/ucp?shop=beyond-demo', '/api/agents/ucp-profile?shop=beyond-demo'],
  ])('%s is served by %s', async (url, target) => {
    expect(await servedAt(url)).toBe(target);
  });

  it('serves a page\'s Markdown at its own address to a client that asks for Markdown, and its HTML to the rest', async () => {
    expect(await servedAt('/c/clothing', { accept: 'text/markdown' })).toBe('/api/agents/markdown/c/clothing');
    expect(await servedAt('/de/p/tasse', { accept: 'text/html;q=0.5, text/markdown' })).toBe('/api/agents/markdown/de/p/tasse');
    expect(await servedAt('/c/clothing', { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' })).toBe('/c/clothing');
    expect(await servedAt('/de/c/bekleidung')).toBe('/demo/live/de/c/bekleidung');
  });

  it('leaves files, the API and Next\'s own files alone whatever the client accepts', async () => {
    for (const url of ['/sitemap.xml', '/robots.txt', '/api/v2/shop', '/_next/static/chunk.js', '/media/a.webp']) {
      expect(await servedAt(url, { accept: 'text/markdown' })).toBe(url);
    }
    expect(await servedAt('/api/v2/readme.md')).toBe('/api/v2/readme.md');
  });

  it('leaves the UCP profile to its rewrite, also for another shop (the proxy never sees it)', () => {
    for (const url of ['/.well-known/ucp', '/.well-known/ucp?shop=beyond-demo', '/.well-known/ucp?preview=1']) {
      expect(unstable_doesMiddlewareMatch({ config: proxyConfig, url })).toBe(false);
    }
    expect(unstable_doesMiddlewareMatch({ config: proxyConfig, url: '/c/clothing?shop=beyond-demo' })).toBe(true);
  });

  it('sends a request the proxy routes (another shop, a preview) to the Markdown version too', async () => {
    const request = new NextRequest(new URL('http://localhost:3000/p/mug?shop=beyond-demo&preview=1'), { headers: { accept: 'text/markdown' } });
    const answer = await proxy(request);
    expect(new URL(answer.headers.get('x-middleware-rewrite')!).pathname).toBe('/api/agents/markdown/p/mug');
    const editor = await proxy(new NextRequest(new URL('http://localhost:3000/editor/p/mug'), { headers: { accept: 'text/markdown' } }));
    expect(new URL(editor.headers.get('x-middleware-rewrite') ?? 'http://localhost/').pathname).not.toContain('/api/agents/');
  });
});
