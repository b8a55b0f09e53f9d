// @ts-check
// Plain JavaScript: next.config.mjs reads these rules when the app is built.
import { baselineHeaders, editorFrameAncestors, framingPolicy, hstsValue, INERT_POLICY, MAIL_LINK_POLICY } from './policy.mjs';

/** @typedef {{ key: string; value: string }} Header */
/** @typedef {{ source: string; has?: import('next/dist/lib/load-custom-routes').RouteHas[]; headers: Header[] }} HeaderRule */

/** @param {Record<string, string>} headers @returns {Header[]} */
const list = (headers) => Object.entries(headers).map(([key, value]) => ({ key, value }));

/** An address with a secret in it must not travel in the Referer header, not even to the shop's own pages. */
const NO_REFERRER = [{ key: 'Referrer-Policy', value: 'no-referrer' }];
/** What one owner sees (editor, preview) must never be kept by a shared cache, nor by the browser. */
const PRIVATE = [{ key: 'Cache-Control', value: 'private, no-store' }];

/** Query parameters that carry a secret: an owner's editor token, an order's view token, a password-reset token. */
export const SECRET_QUERY_PARAMETERS = ['token', 'viewtoken', 'tkn'];
/** Query parameters of an owner's view of the shop (only with a value, as routing reads them: lib/routing/query-flags.ts). */
export const OWNER_VIEW_QUERY_PARAMETERS = ['preview', 'previewTheme'];
/**
 * A path and everything under it, as a rule's source. Sources name no parameter (`/:path*` would):
 * where a rule's match has parameters, Next compiles each of its header values as a path pattern on
 * every request, and the policy values hold colons (https:). That was 5 % of a cached category page's
 * time (docs/bench.md).
 */
const under = (/** @type {string} */ prefix) => `${prefix}(/.*)?`;
/** Every path. */
const ANY_PATH = '/(.*)';

/** Answers that are no HTML page of ours: the API (its reference at /api/docs is a page), health checks, uploads, theme files. */
export const INERT_SOURCES = ['/api/v2', '/api/health', '/media', '/themes', '/storage'].map(under);

/** The API's pages with a form: a mail link's confirm or unsubscribe button, which posts to the same address. */
export const MAIL_LINK_PAGES = ['/api/v2/stockAlerts/confirm', '/api/v2/stockAlerts/unsubscribe', '/api/v2/cart/reminders/unsubscribe'];

/**
 * Security headers for next.config.mjs, applied in order (a later rule's header replaces an earlier
 * one's): the baseline on every answer, the inert policy on non-pages, the editor's framing by the shop, privacy
 * and no-store rules, no Referer where an address carries a secret, and HSTS on https answers.
 * The content policy of pages (scripts) is per page: lib/page-cache/page-cache-handler.ts and proxy.ts.
 * @param {Record<string, string | undefined>} env
 * @returns {HeaderRule[]}
 */
export function securityHeaderRules(env) {
  const editor = [
    // Only the shop itself here: the back offices a shop names are added per request by proxy.ts, whose
    // policy replaces this one (docs/architecture.md, Security).
    { key: 'Content-Security-Policy', value: framingPolicy({ frameAncestors: editorFrameAncestors([]) }) },
    // X-Frame-Options cannot name other origins; browsers that know frame-ancestors ignore it when the
    // policy has one, so back offices work there and only browsers without CSP 2 keep them out.
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    ...NO_REFERRER,
    ...PRIVATE,
  ];
  const hsts = hstsValue(env);
  return [
    { source: ANY_PATH, headers: list(baselineHeaders()) },
    ...INERT_SOURCES.map((source) => ({ source, headers: [{ key: 'Content-Security-Policy', value: INERT_POLICY }] })),
    ...MAIL_LINK_PAGES.map((source) => ({ source, headers: [{ key: 'Content-Security-Policy', value: MAIL_LINK_POLICY }] })),
    { source: under('/editor'), headers: editor },
    { source: under('/o'), headers: NO_REFERRER },
    { source: under('/([a-zA-Z]{2})/o'), headers: NO_REFERRER },
    ...SECRET_QUERY_PARAMETERS.map((key) => ({ source: ANY_PATH, has: [{ type: /** @type {const} */ ('query'), key }], headers: NO_REFERRER })),
    ...OWNER_VIEW_QUERY_PARAMETERS.map((key) => ({ source: ANY_PATH, has: [{ type: /** @type {const} */ ('query'), key }], headers: PRIVATE })),
    // The proxy in front terminates TLS and says so; over plain http the header would mean nothing.
    ...(hsts ? [{
      source: ANY_PATH, has: [{ type: /** @type {const} */ ('header'), key: 'x-forwarded-proto', value: 'https' }],
      headers: [{ key: 'Strict-Transport-Security', value: hsts }],
    }] : []),
  ];
}
