import type { SandboxPaymentView } from '@/lib/server/checkout/sandbox';
import { escapeHtml } from './html-page';

/** The sandbox provider's HTML page: the amount and links to approve or cancel. */
export function sandboxPaymentPage(view: SandboxPaymentView, locale: string): Response {
  const { provider, shopTitle, amount, query } = view;
  const html = `<!doctype html><html lang="${escapeHtml(locale)}"><head><meta charset="utf-8"><title>${escapeHtml(provider)}</title></head>
<body><main><h1>${escapeHtml(provider)}</h1><p>${escapeHtml(shopTitle)}: ${escapeHtml(amount)}</p>
<p><a href="/api/v2/payment-sandbox/approve?${escapeHtml(query)}">Approve payment</a></p>
<p><a href="/api/v2/payment-sandbox/cancel?${escapeHtml(query)}">Cancel</a></p></main></body></html>`;
  return new Response(html, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
}
