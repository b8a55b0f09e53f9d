import { NextResponse, type NextRequest } from 'next/server';
import { hrefFor, routes, storefrontLinks } from '@/lib/routing/links';
import { routingConfigFromEnv } from '@/lib/routing/resolve-request';
import { takeOverCart } from '@/lib/server/agents/checkout-handover';
import { visibleLanguages } from '@/lib/server/seo/sitemap-shop';
import { showsClosedPage } from '@/lib/server/shop/get-shop';
import { agentNotFound } from './agent-answers';
import { cartToken } from './cart-cookie';
import type { CookieJar } from './cookie-jar';
import { cookieOptions } from './cookies';
import { shopOfRequest } from './request-shop';

const ROUTING = routingConfigFromEnv(process.env);

/**
 * Opens a checkout link an agent handed the shopper (docs/api/agents.md, Checkout hand-over): the
 * browser takes the cart over (a new cart cookie) and is sent to the checkout's first step in the cart's
 * language. A link that no longer works (used, expired, the cart ordered) sends it to its own cart
 * instead, which after a first opening is this cart. The redirect is relative: the link is on the
 * shop's address, and the checkout is there too.
 */
export async function checkoutHandoverAnswer(request: NextRequest, token: string): Promise<Response> {
  const resolved = await shopOfRequest(request);
  if (!resolved || showsClosedPage(resolved.shop, 'live')) return agentNotFound();
  const { shop } = resolved;
  const pending: Array<(response: NextResponse) => void> = [];
  const jar: CookieJar = {
    get: (name) => request.cookies.get(name)?.value,
    set: (name, value, maxAge) => pending.push((r) => r.cookies.set(name, value, cookieOptions(request, maxAge))),
    delete: (name) => pending.push((r) => r.cookies.set(name, '', { ...cookieOptions(request), maxAge: 0 })),
  };
  const taken = await takeOverCart(shop, token, cartToken(shop, jar));
  const locale = taken && visibleLanguages(shop).includes(taken.locale) ? taken.locale : shop.defaultLocale;
  const route = taken ? routes.checkout('personal-data') : routes.cart();
  const response = new NextResponse(null, {
    status: 303,
    // The link is a key until it is used: no cache keeps the answer, no page it leads to learns it as a referrer.
    headers: { location: hrefFor(route, storefrontLinks(shop, 'live', locale, ROUTING)), 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
  });
  for (const apply of pending) apply(response);
  return response;
}
