import 'server-only';
import { confirmStockAlert, deleteStockAlert, findAlertableProduct, productNaming, upsertStockAlert } from '@/lib/db/stock-alerts/queries';
import { routingConfigFromEnv } from '@/lib/routing/resolve-request';
import { stockAlertLink } from '@/lib/server/customers/mail-links';
import { ConflictError, NotFoundError } from '@/lib/server/errors';
import { deliverQueuedMailInBackground } from '@/lib/server/mail/after-queue';
import { queueMail } from '@/lib/server/mail/queue';
import { stockAlertConfirmationMail } from '@/lib/server/mail/stock-alert-templates';
import type { Shop } from '@/lib/server/shop/types';
import { sendDueStockAlerts } from './send-stock-alerts';
import { alertOfToken, stockAlertToken } from './stock-alert-link';

/**
 * "Email me when it is back" for a sold-out product or variation: the alert waits unconfirmed and its
 * address gets the confirmation link (again, while unconfirmed). A confirmed alert is left as it is and
 * nothing is sent, so the answer never tells whether an address asked before.
 */
export async function subscribeToStockAlert(shop: Shop, productId: string, email: string, locale: string): Promise<void> {
  const product = await findAlertableProduct(shop.id, productId);
  if (!product) throw new NotFoundError('No such product');
  if (product.stockLevel > 0) throw new ConflictError('The product is in stock', 'InStock');
  const alert = await upsertStockAlert({ shopId: shop.id, productId, email: email.trim().toLowerCase(), locale });
  if (alert.confirmedAt) return;
  const naming = await productNaming(productId, alert.locale);
  const { defaultShop } = routingConfigFromEnv(process.env);
  const links = {
    confirm: stockAlertLink(shop, 'confirm', await stockAlertToken(shop.id, alert.id, 'confirm'), alert.locale, defaultShop),
    unsubscribe: stockAlertLink(shop, 'unsubscribe', await stockAlertToken(shop.id, alert.id, 'unsubscribe'), alert.locale, defaultShop),
  };
  await queueMail(shop, {
    kind: 'stock-alert-confirmation', to: alert.email, unsubscribeUrl: links.unsubscribe,
    ...stockAlertConfirmationMail(alert.locale, shop.title, naming?.name ?? '', links),
  });
  deliverQueuedMailInBackground();
}

export type StockAlertLinkOutcome = 'done' | 'invalid';

/** The confirmation link: the alert is confirmed; when its product is back already, its mail goes out now. */
export async function confirmStockAlertLink(shop: Shop, token: string): Promise<StockAlertLinkOutcome> {
  const alertId = await alertOfToken(shop.id, token, 'confirm');
  if (!alertId || !await confirmStockAlert(shop.id, alertId)) return 'invalid';
  await sendDueStockAlerts();
  return 'done';
}

/** The unsubscribe link: the alert ends (one already sent or ended counts as done, so the link can be opened twice). */
export async function unsubscribeStockAlertLink(shop: Shop, token: string): Promise<StockAlertLinkOutcome> {
  const alertId = await alertOfToken(shop.id, token, 'unsubscribe');
  if (!alertId) return 'invalid';
  await deleteStockAlert(shop.id, alertId);
  return 'done';
}
