import { z } from 'zod';
import { defineEndpoint } from './endpoint';

const productParams = z.object({ guid: z.uuid() });
const linkQuery = z.object({ token: z.string().min(1).max(1000) });
const linkLimit = { bucket: 'stock-alert-link', limit: 30, windowSeconds: 600 };

export const stockAlertEndpoints = {
  subscribeStockAlert: defineEndpoint({
    method: 'POST', path: '/products/{guid}/stockAlerts', tag: 'Stock alerts', auth: 'public', successStatus: 202, errors: [409, 415],
    summary: 'Asks for one email when a sold-out product or variation is back in stock: emails a confirmation link first (double opt-in). '
      + 'The answer is the same whether or not the address asked before. The product page\'s form posts it as '
      + 'application/x-www-form-urlencoded (field `email`) without JavaScript and gets an HTML page back; a form from another site is refused (415). '
      + 'A product in stock: 409 InStock.',
    params: productParams,
    body: z.object({ email: z.email().max(320) }),
    response: z.object({ ok: z.literal(true) }),
    rateLimit: { bucket: 'stock-alert', limit: 5, windowSeconds: 600 },
  }),
  stockAlertConfirmPage: defineEndpoint({
    method: 'GET', path: '/stockAlerts/confirm', tag: 'Stock alerts', auth: 'public',
    summary: "The confirmation mail's link: an HTML page with one button that posts the confirmation (works without JavaScript). "
      + 'Opening the link changes nothing, so a mail scanner that follows links confirms nobody.',
    query: linkQuery,
    rateLimit: linkLimit,
  }),
  confirmStockAlert: defineEndpoint({
    method: 'POST', path: '/stockAlerts/confirm', tag: 'Stock alerts', auth: 'public', acceptsAnyContentType: true,
    summary: "The confirmation page's button: confirms the alert (when its product is already back, its mail goes out now) and answers an HTML page saying so, or that the link is invalid or expired.",
    query: linkQuery,
    rateLimit: linkLimit,
  }),
  stockAlertUnsubscribePage: defineEndpoint({
    method: 'GET', path: '/stockAlerts/unsubscribe', tag: 'Stock alerts', auth: 'public',
    summary: "The mail's way out: an HTML page with one button that posts the cancellation. Opening the link changes nothing.",
    query: linkQuery,
    rateLimit: linkLimit,
  }),
  unsubscribeStockAlert: defineEndpoint({
    method: 'POST', path: '/stockAlerts/unsubscribe', tag: 'Stock alerts', auth: 'public', acceptsAnyContentType: true,
    summary: 'Ends the alert (nothing is sent for it any more) and answers an HTML page: the page\'s button, and the one-click unsubscribe of RFC 8058 '
      + '(the confirmation mail\'s List-Unsubscribe header names this address; mail clients post `List-Unsubscribe=One-Click`).',
    query: linkQuery,
    rateLimit: linkLimit,
  }),
  setStockLevel: defineEndpoint({
    method: 'PUT', path: '/products/{guid}/stockLevel', tag: 'Stock alerts', auth: 'owner', errors: [401, 403],
    summary: "Sets a product's or variation's units in stock (not a master's). When they come back from 0, every confirmed alert for it gets its one email.",
    params: productParams,
    body: z.object({ stockLevel: z.number().int().min(0).max(1_000_000_000) }),
    response: z.object({ productId: z.uuid(), stockLevel: z.number().int().min(0), alertsSent: z.number().int().min(0) }),
  }),
};
