import type { RoutingConfig } from '@/lib/routing/routing-config.mjs';
import { shopUrl } from './shop-url';

/** The files agents read, per language: their public paths (lib/routing/agent-rewrites.mjs routes them). */
export const AGENT_FILE_PATHS = {
  llms: '/llms.txt',
  llmsFull: '/llms-full.txt',
  googleFeed: '/feeds/google.xml',
  acpFeed: '/feeds/acp.jsonl',
} as const;

export type AgentFile = keyof typeof AGENT_FILE_PATHS;

/** The absolute addresses of a shop's agent files in a language, on the shop's stored address. */
export function agentFileUrls(shop: { slug: string; baseUrl: string; defaultLocale: string }, locale: string, routing: RoutingConfig): Record<AgentFile, string> {
  return Object.fromEntries(Object.entries(AGENT_FILE_PATHS).map(([file, path]) => [file, shopUrl(shop, locale, path, routing)])) as Record<AgentFile, string>;
}

/**
 * Endpoints beside the files, one per shop rather than per language (under /api, which the storefront's
 * routing leaves alone): the MCP endpoint, the checkout hand-over links its tools answer, and the UCP
 * profile at its well-known address (lib/routing/agent-rewrites.mjs).
 */
export const AGENT_ENDPOINT_PATHS = { mcp: '/api/mcp', checkoutHandover: '/api/agents/checkout', ucpProfile: '/.well-known/ucp' } as const;

/** The shop's UCP business profile (one per shop, whatever the language), on its stored address. */
export function ucpProfileUrl(shop: { slug: string; baseUrl: string; defaultLocale: string }, routing: RoutingConfig): string {
  return shopUrl(shop, shop.defaultLocale, AGENT_ENDPOINT_PATHS.ucpProfile, routing);
}

/** The shop's MCP endpoint on its stored address; a language other than the default goes in `locale`, as the API takes it. */
export function mcpEndpointUrl(shop: { slug: string; baseUrl: string; defaultLocale: string }, locale: string, routing: RoutingConfig): string {
  const url = new URL(shopUrl(shop, shop.defaultLocale, AGENT_ENDPOINT_PATHS.mcp, routing));
  if (locale !== shop.defaultLocale) url.searchParams.set('locale', locale);
  return url.href;
}

/** The link that hands a cart over to the shopper's browser (lib/server/agents/checkout-handover.ts). */
export function checkoutHandoverUrl(shop: { slug: string; baseUrl: string; defaultLocale: string }, token: string, routing: RoutingConfig): string {
  return shopUrl(shop, shop.defaultLocale, `${AGENT_ENDPOINT_PATHS.checkoutHandover}/${token}`, routing);
}
