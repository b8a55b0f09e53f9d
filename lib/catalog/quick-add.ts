import { findVariation, isCompleteSelection, type VariationSelection } from './variation-selection';

interface QuickAddProduct {
  productId: string;
  isVariationMaster: boolean;
  available: boolean;
  variationAttributes: readonly { name: string; values: readonly { value: string }[] }[];
  variations: readonly { productId: string; slug: string; available: boolean; attributes: readonly { name: string; value: string }[] }[];
}

/**
 * What the quick add dialog would add: `ready` with the product (a simple product, or the variation the
 * selection names); otherwise why not, which the dialog says under its disabled button.
 */
export type QuickAddTarget =
  | { state: 'ready'; productId: string }
  | { state: 'choose' | 'unavailable' | 'soldOut' };

export function quickAddTarget(product: QuickAddProduct, selection: VariationSelection): QuickAddTarget {
  if (!product.isVariationMaster) return product.available ? { state: 'ready', productId: product.productId } : { state: 'soldOut' };
  const names = product.variationAttributes.map((a) => a.name);
  if (!isCompleteSelection(names, selection)) return { state: 'choose' };
  const variation = findVariation(product.variations, names, selection);
  if (!variation) return { state: 'unavailable' };
  return variation.available ? { state: 'ready', productId: variation.productId } : { state: 'soldOut' };
}

/** The dialog's first selection: an attribute with a single value needs no choice, so it is made. */
export function initialSelection(product: Pick<QuickAddProduct, 'variationAttributes'>): VariationSelection {
  return Object.fromEntries(product.variationAttributes.filter((a) => a.values.length === 1).map((a) => [a.name, a.values[0]!.value]));
}
