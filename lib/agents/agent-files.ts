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
