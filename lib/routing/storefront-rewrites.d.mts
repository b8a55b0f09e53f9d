import type { Rewrite } from 'next/dist/lib/load-custom-routes';
import type { RoutingConfig } from './routing-config.mjs';

export const PROXY_QUERY_PARAMETERS: string[];
export function storefrontRewrites(routing: RoutingConfig): Rewrite[];
