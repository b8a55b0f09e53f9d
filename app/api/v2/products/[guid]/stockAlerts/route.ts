import type { NextRequest } from 'next/server';
import { stockAlertEndpoints } from '@/lib/contract/stock-alerts';
import { isFormPost } from '@/lib/http/contact-form-post';
import { handle } from '@/lib/http/handle';
import { isSameOrigin } from '@/lib/http/same-site';
import { answerStockAlertFormPost, stockAlertFormEndpoint } from '@/lib/http/stock-alert-answers';
import { subscribeToStockAlert } from '@/lib/server/stock-alerts/stock-alerts';

const subscribe = handle(stockAlertEndpoints.subscribeStockAlert, async ({ shop, locale, params, body }) => {
  await subscribeToStockAlert(shop, params.guid, body.email, locale);
  return { ok: true as const };
});

// The product page's form, when no JavaScript runs, posts the same address as a form. A form cannot carry
// the CSRF header, so the browser's own word (Sec-Fetch-Site, else Origin) that it came from the shop's
// pages stands in for it; any other form goes to the JSON call, which refuses it (415).
const subscribeByForm = handle(stockAlertFormEndpoint, async ({ request, shop, locale, params }) =>
  answerStockAlertFormPost({ request, shop, locale, productId: params.guid }));

export function POST(request: NextRequest, route: Parameters<typeof subscribe>[1]): Promise<Response> {
  return isFormPost(request) && isSameOrigin(request) ? subscribeByForm(request, route) : subscribe(request, route);
}
