import type { RouteHas } from 'next/dist/lib/load-custom-routes';

export interface HeaderRule {
  source: string;
  has?: RouteHas[];
  headers: Array<{ key: string; value: string }>;
}
export const SECRET_QUERY_PARAMETERS: string[];
export const OWNER_VIEW_QUERY_PARAMETERS: string[];
export const INERT_SOURCES: string[];
export const MAIL_LINK_PAGES: string[];
export function securityHeaderRules(env: Record<string, string | undefined>): HeaderRule[];
