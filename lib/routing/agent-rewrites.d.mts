import type { Rewrite } from 'next/dist/lib/load-custom-routes';

export const AGENT_ROUTES_PREFIX: string;
export const MARKDOWN_ACCEPT: string;
export function agentRewrites(): Rewrite[];
