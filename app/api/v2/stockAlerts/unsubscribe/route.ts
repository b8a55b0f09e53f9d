import { stockAlertEndpoints } from '@/lib/contract/stock-alerts';
import { handle } from '@/lib/http/handle';
import { mailLinkButtonPage } from '@/lib/http/mail-link-page';
import { answerStockAlertLink } from '@/lib/http/stock-alert-answers';
import { unsubscribeStockAlertLink } from '@/lib/server/stock-alerts/stock-alerts';

/** Opening the mail's link shows the button only; its POST, or a mail client's one-click POST (RFC 8058), cancels. */
export const GET = handle(stockAlertEndpoints.stockAlertUnsubscribePage, ({ locale }) =>
  mailLinkButtonPage(locale, 'StockAlert', { prompt: 'unsubscribePrompt', button: 'unsubscribeButton' }));

export const POST = handle(stockAlertEndpoints.unsubscribeStockAlert, async ({ shop, locale, query }) =>
  answerStockAlertLink(shop, locale, await unsubscribeStockAlertLink(shop, query.token), 'unsubscribed'));
