import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { preparedStatement } from '@/lib/db/prepared';
import { shopLocales, shops } from '@/lib/db/schema';
import { isShopSlug, type RenderMode } from '@/lib/routing/constants';
import { isBackOfficeOrigin } from '@/lib/security/policy.mjs';
import type { Shop } from './types';

/**
 * The shop's row with its locales in their order, one prepared statement: every API request and page
 * reads its shop first, and the locales read after the row were a second round trip each time.
 */
const shopBySlug = preparedStatement((db) => db.select({
  row: shops,
  locales: sql<Shop['locales']>`coalesce((
    select json_agg(json_build_object('identifier', ${shopLocales.locale}, 'isVisible', ${shopLocales.isVisible}) order by ${shopLocales.position}, ${shopLocales.locale})
    from ${shopLocales} where ${shopLocales.shopId} = ${shops.id}), '[]'::json)`,
}).from(shops).where(eq(shops.slug, sql.placeholder('slug'))).limit(1).prepare('shop_by_slug'));

/** The shop with this slug, or null when there is none; a slug no shop can have is not looked up. */
export async function findShopBySlug(slug: string): Promise<Shop | null> {
  if (!isShopSlug(slug)) return null;
  const [found] = await shopBySlug(await getDb()).execute({ slug });
  if (!found) return null;
  const { row, locales } = found;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    email: row.email,
    baseUrl: row.baseUrl,
    type: row.variant,
    beyond: row.variant === 'beyond',
    isClosed: row.isClosed,
    faviconUrl: row.faviconUrl,
    defaultLocale: row.defaultLocale,
    locales,
    currency: row.currency,
    taxRateBasisPoints: row.taxRateBasisPoints,
    countryCode: row.countryCode,
    resellerName: row.resellerName,
    userSettings: row.userSettings,
    activeThemeStyleId: row.activeThemeStyleId,
    // Checked when an owner sets them (PATCH /shop), but older rows or SQL may hold anything: a typo must not reach a policy or a message check, so only valid origins count.
    backOfficeOrigins: row.backOfficeOrigins.map((origin) => origin.trim().toLowerCase()).filter(isBackOfficeOrigin),
  };
}

/** Whether shoppers may see content in this locale of the shop. */
export function isVisibleLocale(shop: Shop, locale: string): boolean {
  return shop.locales.some((l) => l.identifier === locale && l.isVisible);
}

/** The closed-shop rule (spec section 2): only beyond shops close, and never in editor or preview. */
export function showsClosedPage(shop: Shop, mode: RenderMode): boolean {
  return shop.beyond && shop.isClosed && mode === 'live';
}
