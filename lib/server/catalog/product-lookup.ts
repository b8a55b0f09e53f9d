import type { ProductDetailPayload } from '@/lib/contract/catalog';
import { NotFoundError } from '@/lib/server/errors';
import type { Shop } from '@/lib/server/shop/types';
import { findProduct } from './product-detail';
import { toDetailPayload } from './product-payload';

/** A product by id or slug in the locale as the API hands it out; 404 when missing or hidden from the caller. */
export async function getProductPayload(
  shop: Shop, locale: string, slugOrId: string, options: { includeHidden?: boolean } = {},
): Promise<ProductDetailPayload> {
  const product = await findProduct(shop, locale, slugOrId, options);
  if (!product) throw new NotFoundError();
  return toDetailPayload(product);
}
