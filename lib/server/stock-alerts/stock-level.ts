import 'server-only';
import { stockNoteChanges } from '@/lib/catalog/stock';
import { writeStockLevel } from '@/lib/db/stock-alerts/queries';
import { productChangeTags } from '@/lib/server/catalog/catalog-tags';
import { NotFoundError } from '@/lib/server/errors';
import type { Shop } from '@/lib/server/shop/types';
import { revalidateTags } from '@/lib/server/storefront-cache';
import { sendDueStockAlerts } from './send-stock-alerts';

/**
 * The owner sets a product's units in stock. Pages whose stock note changes are refreshed, and a product
 * that has units again sends its confirmed alerts' mails now (the scheduler would a tick later).
 */
export async function setStockLevel(shop: Shop, productId: string, stockLevel: number) {
  const written = await writeStockLevel(shop.id, productId, stockLevel);
  if (!written) throw new NotFoundError('No such product');
  if (stockNoteChanges(written.before, stockLevel)) revalidateTags(await productChangeTags(shop, [productId]));
  const alertsSent = stockLevel > 0 ? await sendDueStockAlerts([productId]) : 0;
  return { productId, stockLevel, alertsSent };
}
