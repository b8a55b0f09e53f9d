import { formatMoney } from '@/lib/money';
import { BusinessRuleError } from '@/lib/server/errors';
import { getServerSecret } from '@/lib/server/security/secret';
import type { Shop } from '@/lib/server/shop/types';
import { issuePaymentApproval, readPaymentSession, type PaymentSession } from './payment-tokens';

const PROVIDERS: Record<string, string> = { 'paypal-express': 'PayPal (sandbox)', 'amazon-pay': 'Amazon Pay (sandbox)' };

async function sessionOf(shop: Shop, token: string): Promise<PaymentSession> {
  const session = readPaymentSession(token, await getServerSecret(), shop.id);
  if (!session) throw new BusinessRuleError('This payment session is invalid or has expired', 'PaymentSessionInvalid');
  return session;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function redirect(location: string): Response {
  return new Response(null, { status: 303, headers: { location } });
}

/** The sandbox provider's page: the amount and links to approve or cancel. */
export async function showSandboxPayment(shop: Shop, locale: string, token: string): Promise<Response> {
  const session = await sessionOf(shop, token);
  const provider = PROVIDERS[session.kind] ?? 'Payment (sandbox)';
  const query = `shop=${encodeURIComponent(shop.slug)}&session=${encodeURIComponent(token)}`;
  const amount = formatMoney({ amount: session.amount, currency: session.currency }, locale);
  const html = `<!doctype html><html lang="${escapeHtml(locale)}"><head><meta charset="utf-8"><title>${escapeHtml(provider)}</title></head>
<body><main><h1>${escapeHtml(provider)}</h1><p>${escapeHtml(shop.title)}: ${escapeHtml(amount)}</p>
<p><a href="/api/v2/payment-sandbox/approve?${escapeHtml(query)}">Approve payment</a></p>
<p><a href="/api/v2/payment-sandbox/cancel?${escapeHtml(query)}">Cancel</a></p></main></body></html>`;
  return new Response(html, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

/** Approves the payment and sends the shopper back with the approval for place-order. */
export async function approveSandboxPayment(shop: Shop, token: string): Promise<Response> {
  const session = await sessionOf(shop, token);
  const approval = issuePaymentApproval(session, await getServerSecret());
  const [path = '', hash] = session.returnUri.split('#', 2);
  const separator = path.includes('?') ? '&' : '?';
  return redirect(`${path}${separator}paymentToken=${encodeURIComponent(approval)}${hash !== undefined ? `#${hash}` : ''}`);
}

/** Cancels the payment and sends the shopper back to the cancel address. */
export async function cancelSandboxPayment(shop: Shop, token: string): Promise<Response> {
  const session = await sessionOf(shop, token);
  return redirect(session.cancelUri);
}
