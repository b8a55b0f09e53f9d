import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { shopLocales, shops } from '@/lib/db/schema';
import { isShopSlug, type RenderMode } from '@/lib/routing/constants';
import { isBackOfficeOrigin } from '@/lib/security/policy.mjs';
import type { Shop } from './types';

/** The shop with this slug, or null when there is none; a slug no shop can have is not looked up. */
export async function findShopBySlug(slug: string): Promise<Shop | null> {
  if (!isShopSlug(slug)) return null;
  const db = await getDb();
  const [row] = await db.select().from(shops).where(eq(shops.slug, slug)).limit(1);
  if (!row) return null;
  const locales = await db
    .select({ identifier: shopLocales.locale, isVisible: shopLocales.isVisible })
    .from(shopLocales)
    .where(eq(shopLocales.shopId, row.id))
    .orderBy(asc(shopLocales.position), asc(shopLocales.locale));
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
