/** Low stock threshold below which shoppers are told how many are left. */
export const LOW_STOCK = 3;

/** Which stock note a product shows; none for variation masters (their variations have the stock). */
export function stockStatus(product: { stockLevel: number; isVariationMaster: boolean }): 'out' | 'low' | 'in' | null {
  if (product.isVariationMaster) return null;
  if (product.stockLevel <= 0) return 'out';
  return product.stockLevel <= LOW_STOCK ? 'low' : 'in';
}
