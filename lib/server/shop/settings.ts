import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { scriptTags, shops } from '@/lib/db/schema';
import type { ShopUserSettings } from '@/lib/schemas/shop-settings';
import { BusinessRuleError } from '@/lib/server/errors';
import { findShopBySlug } from './get-shop';
import type { Shop } from './types';

/** The shop as the API hands it out, in the caller's locale; hidden locales only to its owner. */
export function toShopPayload(shop: Shop, locale: string, options: { includeHiddenLocales?: boolean } = {}) {
  return {
    slug: shop.slug,
    title: shop.title,
    email: shop.email,
    beyond: shop.beyond,
    isClosed: shop.isClosed,
    locale,
    defaultLocale: shop.defaultLocale,
    locales: options.includeHiddenLocales ? shop.locales : shop.locales.filter((l) => l.isVisible),
    currency: shop.currency,
    resellerName: shop.resellerName,
    tax: taxOf(shop),
    themeStyleId: shop.activeThemeStyleId,
    userSettings: shop.userSettings,
  };
}

/** The shop's tax rate; prices are gross. */
export function taxOf(shop: Shop) {
  return { rate: shop.taxRateBasisPoints / 100, rateBasisPoints: shop.taxRateBasisPoints, pricesIncludeTax: true as const };
}

/** Replaces the user settings and/or the default locale (which must be one of the shop's locales). */
export async function updateShopSettings(shop: Shop, changes: { userSettings?: ShopUserSettings; locale?: string }): Promise<Shop> {
  if (changes.locale !== undefined && !shop.locales.some((l) => l.identifier === changes.locale)) {
    throw new BusinessRuleError(`The shop has no locale ${changes.locale}`, 'UnknownLocale');
  }
  const db = await getDb();
  await db.update(shops).set({
    ...(changes.userSettings ? { userSettings: changes.userSettings } : {}),
    ...(changes.locale ? { defaultLocale: changes.locale } : {}),
    updatedAt: new Date(),
  }).where(eq(shops.id, shop.id));
  return (await findShopBySlug(shop.slug))!;
}

/** The script tags the storefront embeds. */
export async function listScriptTags(shop: Shop): Promise<{ type: string; url: string }[]> {
  const db = await getDb();
  return db.select({ type: scriptTags.type, url: scriptTags.url }).from(scriptTags)
    .where(eq(scriptTags.shopId, shop.id)).orderBy(asc(scriptTags.createdAt));
}
