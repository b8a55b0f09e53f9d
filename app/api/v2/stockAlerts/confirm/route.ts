import { stockAlertEndpoints } from '@/lib/contract/stock-alerts';
import { handle } from '@/lib/http/handle';
import { mailLinkButtonPage } from '@/lib/http/mail-link-page';
import { answerStockAlertLink } from '@/lib/http/stock-alert-answers';
import { confirmStockAlertLink } from '@/lib/server/stock-alerts/stock-alerts';

/** Opening the mail's link shows the button only; its POST confirms (a scanner's GET confirms nobody). */
export const GET = handle(stockAlertEndpoints.stockAlertConfirmPage, ({ locale }) =>
  mailLinkButtonPage(locale, 'StockAlert', { prompt: 'confirmPrompt', button: 'confirmButton' }));

export const POST = handle(stockAlertEndpoints.confirmStockAlert, async ({ shop, locale, query }) =>
  answerStockAlertLink(shop, locale, await confirmStockAlertLink(shop, query.token), 'confirmed'));
