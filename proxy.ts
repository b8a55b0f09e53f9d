import { NextResponse, type NextRequest } from 'next/server';
import { AGENT_ROUTES_PREFIX, MARKDOWN_ACCEPT } from '@/lib/routing/agent-rewrites.mjs';
import { PER_REQUEST_ROUTE } from '@/lib/routing/constants';
import { parsePublicPath } from '@/lib/routing/parse-path';
import { NO_SHOP_PATH, isMissingPage, missingPagePath } from '@/lib/routing/missing-page';
import { MARKET_COOKIE, marketOfCookie } from '@/lib/routing/market-segment';
import { resolveRequest, routingConfigFromEnv } from '@/lib/routing/resolve-request';
import { createShopRoutingLookup, shopRoutingBase } from '@/lib/routing/shop-routing-lookup';
import { newNonce } from '@/lib/security/nonce';
import { editorFrameAncestors, pagePolicy, TAG_MANAGER_SOURCES } from '@/lib/security/policy.mjs';
import { EDITOR_VIEW_HEADER, isShopperView, SHOPPER_VIEW } from '@/lib/routing/editor-view';

const routingConfig = routingConfigFromEnv(process.env);
const development = process.env.NODE_ENV === 'development';
/**
 * Each shop's routing facts: the back offices, which alone besides the shop may frame its editor
 * (docs/architecture.md, Security), and the languages its shoppers see.
 */
const shopRouting = createShopRoutingLookup({ base: shopRoutingBase(process.env) });
/** A request for a page's Markdown version (next.config's rewrite has the same rule for the requests it routes). */
const asksForMarkdown = new RegExp(`^${MARKDOWN_ACCEPT}$`, 'i');

/**
 * Storefront routing (spec section 2): strips the /editor and language prefixes, picks the shop and
 * rewrites to the internal tree /{shop}/{mode}/{locale}/..., or, for the default shop's live pages in its
 * default language, to their public paths, which app/(default-shop) serves. The database is never touched here: cached
 * pages check the shop's existence, locales and closed state in their layout; for pages rendered per
 * request the proxy asks its own instance for the shop's facts (lib/routing/shop-routing-lookup.ts) and
 * routes a page that does not exist to the cached not-found page, complete with its 404 in the HTML.
 * Pages rendered per request (the editor, cart, checkout, ...) get a fresh CSP nonce: Next.js reads it from the
 * request's policy and puts it on every script it renders; the same policy goes out with the answer. Only
 * the editor may be framed: by the shop itself and the back offices the shop names; every other page says
 * frame-ancestors 'none'.
 */
export async function proxy(request: NextRequest) {
  const url = request.nextUrl;
  const decision = resolveRequest(
    { pathname: url.pathname, searchParams: url.searchParams, host: request.headers.get('host'), market: marketOfCookie(request.cookies.get(MARKET_COOKIE)?.value) },
    routingConfig,
  );
  if (decision.kind === 'redirect') return NextResponse.redirect(new URL(decision.location, url), 308);
  const target = url.clone();
  target.pathname = decision.kind === 'rewrite' ? decision.pathname : NO_SHOP_PATH;
  const { editor, route } = parsePublicPath(url.pathname);
  if (!editor && asksForMarkdown.test(request.headers.get('accept') ?? '')) {
    target.pathname = `${AGENT_ROUTES_PREFIX}/markdown${url.pathname}`;
    return NextResponse.rewrite(target);
  }
  // Cached shopper pages carry the hashes of their own scripts (lib/page-cache/page-cache-handler.ts); the editor and the
  // pages rendered per request get a nonce, the editor with the framing by the shop's own back offices.
  if (decision.kind !== 'rewrite' || (!editor && !PER_REQUEST_ROUTE.test(route))) return NextResponse.rewrite(target);
  const routing = await shopRouting(decision.shop);
  if (!editor && isMissingPage(route, decision.locale, routing)) {
    target.pathname = missingPagePath(decision.shop, decision.mode, decision.locale);
    return NextResponse.rewrite(target);
  }
  const framing = editor ? { frameAncestors: editorFrameAncestors(routing.kind === 'shop' ? routing.backOfficeOrigins : []) } : {};
  // A shop's Tag Manager container runs on its shopper pages only (storefront-document.tsx), never in the editor.
  const tags = !editor && routing.kind === 'shop' && routing.tagManager ? TAG_MANAGER_SOURCES : { script: [], connect: [] };
  const policy = pagePolicy({ scriptSources: [`'nonce-${newNonce()}'`, ...tags.script], connectSources: tags.connect, development, ...framing });
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  headers.delete(EDITOR_VIEW_HEADER);
  if (editor && isShopperView(url.searchParams)) headers.set(EDITOR_VIEW_HEADER, SHOPPER_VIEW);
  const response = NextResponse.rewrite(target, { request: { headers } });
  response.headers.set('content-security-policy', policy);
  return response;
}

export const config = {
  // Only what the rewrites of next.config.mjs (lib/routing/storefront-rewrites.mjs) leave to the proxy:
  // the query parameters PROXY_QUERY_PARAMETERS names, /editor, the redirects, upper-case language
  // prefixes, paths shaped like the internal tree (so /{shop}/live/... is never served as it is), and
  // the pages rendered per request (PER_REQUEST_ROUTE), which need a CSP nonce.
  // Pages are everything but the API, Next's own files, media, theme files, /.well-known (agents' UCP profile), /baseline (the benchmark's
  // static page, docs/bench.md) and files with an extension. The matcher must be literal for Next.
  matcher: [
    { source: '/((?!api/|_next/|media/|themes/|storage/|\\.well-known/|baseline$|.*\\.[a-zA-Z0-9]+$).*)', has: [{ type: 'query', key: 'shop' }] },
    { source: '/((?!api/|_next/|media/|themes/|storage/|\\.well-known/|baseline$|.*\\.[a-zA-Z0-9]+$).*)', has: [{ type: 'query', key: 'preview' }] },
    { source: '/((?!api/|_next/|media/|themes/|storage/|\\.well-known/|baseline$|.*\\.[a-zA-Z0-9]+$).*)', has: [{ type: 'query', key: 'previewTheme' }] },
    { source: '/((?!api/|_next/|media/|themes/|storage/|\\.well-known/|baseline$|.*\\.[a-zA-Z0-9]+$).*)', has: [{ type: 'query', key: 'sort' }] },
    { source: '/((?!api/|_next/|media/|themes/|storage/|\\.well-known/|baseline$|.*\\.[a-zA-Z0-9]+$).*)', has: [{ type: 'query', key: 'page' }] },
    { source: '/((?!api/|_next/|media/|themes/|storage/|\\.well-known/|baseline$|.*\\.[a-zA-Z0-9]+$).*)', has: [{ type: 'query', key: 'resultsPerPage' }] },
    '/editor',
    '/editor/:path*',
    '/home',
    '/checkout',
    '/:language/home',
    '/:language/checkout',
    '/:language([A-Z][a-zA-Z]|[a-z][A-Z])',
    '/:language([A-Z][a-zA-Z]|[a-z][A-Z])/:path*',
    '/:shop/:mode(live|preview|editor|live\\.[a-z][a-z0-9-]*)',
    '/:shop/:mode(live|preview|editor|live\\.[a-z][a-z0-9-]*)/:path*',
    '/:route(cart|wishlist|search|thememanager|reset-password|confirm-account|o)',
    '/:route(o|checkout)/:segment',
    '/:language([a-z]{2})/:route(cart|wishlist|search|thememanager|reset-password|confirm-account|o)',
    '/:language([a-z]{2})/:route(o|checkout)/:segment',
  ],
};
