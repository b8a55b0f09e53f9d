import { NextResponse, type NextRequest } from 'next/server';
import { resolveRequest, routingConfigFromEnv } from '@/lib/routing/resolve-request';

const routingConfig = routingConfigFromEnv(process.env);

/**
 * Storefront routing (spec section 2): strips the /editor and language prefixes, picks the shop and
 * rewrites to the internal tree /{shop}/{mode}/{locale}/... The work is a pure function; the database
 * is never touched here (the shop's existence, locales and closed state are checked by the layout).
 */
export function proxy(request: NextRequest) {
  const url = request.nextUrl;
  const decision = resolveRequest(
    { pathname: url.pathname, searchParams: url.searchParams, host: request.headers.get('host') },
    routingConfig,
  );
  if (decision.kind === 'redirect') return NextResponse.redirect(new URL(decision.location, url), 308);
  const target = url.clone();
  // A single segment matches no page of the tree: Next answers with global-not-found and status 404.
  target.pathname = decision.kind === 'rewrite' ? decision.pathname : '/unknown-shop';
  return NextResponse.rewrite(target);
}

export const config = {
  // Only what the rewrites of next.config.mjs (lib/routing/storefront-rewrites.mjs) leave to the proxy:
  // the query parameters PROXY_QUERY_PARAMETERS names, /editor, the redirects, upper-case language
  // prefixes and paths shaped like the internal tree (so /{shop}/live/... is never served as it is).
  // Pages are everything but the API, Next's own files, media, theme files, /baseline (the benchmark's
  // static page, docs/bench.md) and files with an extension. The matcher must be literal for Next.
  matcher: [
    { source: '/((?!api/|_next/|media/|themes/|storage/|baseline$|.*\\.[a-zA-Z0-9]+$).*)', has: [{ type: 'query', key: 'shop' }] },
    { source: '/((?!api/|_next/|media/|themes/|storage/|baseline$|.*\\.[a-zA-Z0-9]+$).*)', has: [{ type: 'query', key: 'preview' }] },
    { source: '/((?!api/|_next/|media/|themes/|storage/|baseline$|.*\\.[a-zA-Z0-9]+$).*)', has: [{ type: 'query', key: 'previewTheme' }] },
    { source: '/((?!api/|_next/|media/|themes/|storage/|baseline$|.*\\.[a-zA-Z0-9]+$).*)', has: [{ type: 'query', key: 'sort' }] },
    { source: '/((?!api/|_next/|media/|themes/|storage/|baseline$|.*\\.[a-zA-Z0-9]+$).*)', has: [{ type: 'query', key: 'page' }] },
    { source: '/((?!api/|_next/|media/|themes/|storage/|baseline$|.*\\.[a-zA-Z0-9]+$).*)', has: [{ type: 'query', key: 'resultsPerPage' }] },
    '/editor',
    '/editor/:path*',
    '/home',
    '/checkout',
    '/:language/home',
    '/:language/checkout',
    '/:language([A-Z][a-zA-Z]|[a-z][A-Z])',
    '/:language([A-Z][a-zA-Z]|[a-z][A-Z])/:path*',
    '/:shop/:mode(live|preview|editor)',
    '/:shop/:mode(live|preview|editor)/:path*',
  ],
};
