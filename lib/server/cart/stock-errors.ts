
import { BusinessRuleError } from '@/lib/server/errors';
import { MAX_LINE_QUANTITY } from '@/lib/contract/limits';

/** More units than are in stock; the storefront looks for 'Low StockLevel' in the message (spec section 8). */
export function lowStockError(sku: string, available: number): BusinessRuleError {
  return new BusinessRuleError(`Low StockLevel: only ${Math.max(0, available)} of ${sku} available`, 'LowStockLevel');
}

/** A line above the per-line maximum. */
export function quantityTooLargeError(): BusinessRuleError {
  return new BusinessRuleError(`At most ${MAX_LINE_QUANTITY} units of a product fit in one cart line`, 'QuantityTooLarge');
}
