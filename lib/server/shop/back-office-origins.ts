import { SHOP_SLUG_PATTERN } from '@/lib/routing/constants';
import { findShopBySlug } from './get-shop';

/**
 * The origins of the back offices that may frame a shop's editor (shops.back_office_origins, valid
 * origins only), or null when there is no such shop. Read fresh: the proxy keeps each answer for a
 * while itself, so a change (made in the database) reaches the editor's policy within that time.
 */
export async function findBackOfficeOrigins(slug: string): Promise<string[] | null> {
  if (!SHOP_SLUG_PATTERN.test(slug)) return null;
  return (await findShopBySlug(slug))?.backOfficeOrigins ?? null;
}
