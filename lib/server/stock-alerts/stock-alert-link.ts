import 'server-only';
import { getServerSecret } from '@/lib/server/security/secret';
import { signToken, verifyToken } from '@/lib/server/security/signed-token';

export type StockAlertAction = 'confirm' | 'unsubscribe';

/** How long each link of a stock alert mail works: confirming soon after asking, unsubscribing for as long as an alert may wait. */
export const STOCK_ALERT_LINK_TTL_SECONDS: Record<StockAlertAction, number> = {
  confirm: 7 * 24 * 60 * 60,
  unsubscribe: 366 * 24 * 60 * 60,
};

interface StockAlertLinkPayload { k: 'stock-alert'; a: StockAlertAction; s: string; id: string; exp: number }

/** The token of a stock alert mail's link: it names one alert of one shop and what to do with it; nothing is stored. */
export async function stockAlertToken(shopId: string, alertId: string, action: StockAlertAction, now = Date.now()): Promise<string> {
  const payload: StockAlertLinkPayload = { k: 'stock-alert', a: action, s: shopId, id: alertId, exp: Math.floor(now / 1000) + STOCK_ALERT_LINK_TTL_SECONDS[action] };
  return signToken(payload, await getServerSecret());
}

/** The alert a valid, unexpired token of this shop names for this action, else null. */
export async function alertOfToken(shopId: string, token: string, action: StockAlertAction, now = Date.now()): Promise<string | null> {
  const payload = verifyToken<StockAlertLinkPayload>(token, await getServerSecret());
  if (!payload || payload.k !== 'stock-alert' || payload.a !== action || payload.s !== shopId || typeof payload.id !== 'string') return null;
  return payload.exp * 1000 > now ? payload.id : null;
}
