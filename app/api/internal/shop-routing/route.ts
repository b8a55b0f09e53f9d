import type { NextRequest } from 'next/server';
import { findShopRouting } from '@/lib/server/shop/shop-routing';

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * A shop's routing facts (`?shop=`): the back offices that may frame its editor and the languages
 * shoppers see, for proxy.ts, which may not open the database and asks its own instance instead
 * (lib/routing/shop-routing-lookup.ts). Public on purpose: the origins go out in the
 * Content-Security-Policy of every editor page, the languages in every page's language links.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const routing = await findShopRouting(request.nextUrl.searchParams.get('shop') ?? '');
  if (!routing) return Response.json({ message: 'Not found' }, { status: 404, headers: NO_STORE });
  return Response.json(routing, { headers: NO_STORE });
}
