import type { NextRequest } from 'next/server';
import { findBackOfficeOrigins } from '@/lib/server/shop/back-office-origins';

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * The back offices that may frame a shop's editor (`?shop=`), for proxy.ts, which may not open the
 * database and asks its own instance instead (lib/security/back-office-lookup.ts). Public on purpose:
 * the same origins go out in the Content-Security-Policy of every editor page of the shop.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const origins = await findBackOfficeOrigins(request.nextUrl.searchParams.get('shop') ?? '');
  if (!origins) return Response.json({ message: 'Not found' }, { status: 404, headers: NO_STORE });
  return Response.json({ origins }, { headers: NO_STORE });
}
