import 'server-only';
import { idOfMailLink, mailLinkToken } from '@/lib/server/security/mail-link';

export type StockAlertAction = 'confirm' | 'unsubscribe';

/** How long each link of a stock alert mail works: confirming soon after asking, unsubscribing for as long as an alert may wait. */
export const STOCK_ALERT_LINK_TTL_SECONDS: Record<StockAlertAction, number> = {
  confirm: 7 * 24 * 60 * 60,
  unsubscribe: 366 * 24 * 60 * 60,
};

/** The token of a stock alert mail's link: it names one alert of one shop and what to do with it; nothing is stored. */
export function stockAlertToken(shopId: string, alertId: string, action: StockAlertAction, now = Date.now()): Promise<string> {
  return mailLinkToken({ kind: 'stock-alert', action, shopId }, alertId, STOCK_ALERT_LINK_TTL_SECONDS[action], now);
}

/** The alert a valid, unexpired token of this shop names for this action, else null. */
export function alertOfToken(shopId: string, token: string, action: StockAlertAction, now = Date.now()): Promise<string | null> {
  return idOfMailLink({ kind: 'stock-alert', action, shopId }, token, now);
}
