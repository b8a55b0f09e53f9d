import { stockAlertEndpoints } from '@/lib/contract/stock-alerts';
import { handle } from '@/lib/http/handle';
import { setStockLevel } from '@/lib/server/stock-alerts/stock-level';

export const PUT = handle(stockAlertEndpoints.setStockLevel, async ({ shop, params, body }) => setStockLevel(shop, params.guid, body.stockLevel));
