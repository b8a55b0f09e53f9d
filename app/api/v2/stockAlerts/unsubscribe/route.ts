import { stockAlertEndpoints } from '@/lib/contract/stock-alerts';
import { handle } from '@/lib/http/handle';
import { answerStockAlertLink } from '@/lib/http/stock-alert-answers';
import { unsubscribeStockAlertLink } from '@/lib/server/stock-alerts/stock-alerts';

export const GET = handle(stockAlertEndpoints.unsubscribeStockAlert, async ({ shop, locale, query }) =>
  answerStockAlertLink(shop, locale, await unsubscribeStockAlertLink(shop, query.token), 'unsubscribed'));
