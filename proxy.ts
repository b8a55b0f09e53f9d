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
  // Everything but the API, Next's own files, media and files with an extension (favicon, robots.txt),
  // and /baseline: the benchmark's empty static page (app/(baseline), docs/bench.md) that measures the
  // framework itself, so it must not pass through the storefront routing.
  matcher: ['/((?!api/|_next/|media/|themes/|storage/|baseline$|.*\\.[a-zA-Z0-9]+$).*)'],
};
