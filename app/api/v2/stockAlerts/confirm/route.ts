import { stockAlertEndpoints } from '@/lib/contract/stock-alerts';
import { handle } from '@/lib/http/handle';
import { answerStockAlertLink } from '@/lib/http/stock-alert-answers';
import { confirmStockAlertLink } from '@/lib/server/stock-alerts/stock-alerts';

export const GET = handle(stockAlertEndpoints.confirmStockAlert, async ({ shop, locale, query }) =>
  answerStockAlertLink(shop, locale, await confirmStockAlertLink(shop, query.token), 'confirmed'));
