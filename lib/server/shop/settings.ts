import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/db';
import { media, scriptTags, shopLocales, shops } from '@/lib/db/schema';
import { FAVICON_MESSAGE, faviconMediaId } from '@/lib/schemas/shop-settings';
import { CHANGES } from '@/lib/server/cache-tags';
import { BusinessRuleError, ValidationError } from '@/lib/server/errors';
import { revalidateTags } from '@/lib/server/storefront-cache';
import { keepSiteDraft, readSiteDraft } from '@/lib/server/site/site-draft-rows';
import { findActiveThemeStyle } from '@/lib/server/themes/theme-styles';
import { claimVersion } from '@/lib/server/versions/resource-versions';
import { findShopBySlug } from './get-shop';
import { mergeShopChanges, remainingShopChanges, withShopChanges, type ShopSettingsDraft } from './shop-draft';
import type { Shop, ShopLocale } from './types';

/** Who reads the shop: its owner gets hidden locales and the back offices; the CSRF token goes into the body. */
export interface ShopPayloadOptions {
  forOwner?: boolean;
  csrfToken: string;
}

/**
 * The shop as the API hands it out (spec section 3, Shop), in the caller's locale: its settings, the
 * active theme and style with their settings, and its script tags; hidden locales and back offices only
 * to its owner.
 */
export async function toShopPayload(shop: Shop, locale: string, options: ShopPayloadOptions) {
  const [style, tags] = await Promise.all([findActiveThemeStyle(shop), listScriptTags(shop)]);
  return {
    slug: shop.slug,
    title: shop.title,
    email: shop.email,
    baseUrl: shop.baseUrl,
    beyond: shop.beyond,
    isClosed: shop.isClosed,
    faviconUrl: shop.faviconUrl,
    locale,
    defaultLocale: shop.defaultLocale,
    locales: options.forOwner ? shop.locales : shop.locales.filter((l) => l.isVisible),
    currency: shop.currency,
    resellerName: shop.resellerName,
    tax: taxOf(shop),
    themeStyleId: shop.activeThemeStyleId,
    theme: style ? { name: style.theme.name, version: style.theme.version } : null,
    themeId: style?.theme.id ?? null,
    themeStyle: style ? { id: style.id, name: style.name, settings: style.settings } : null,
    themeSettings: style?.settings ?? {},
    csrfToken: options.csrfToken,
    mboBaseUrl: options.forOwner ? shop.backOfficeOrigins[0] ?? null : null,
    scriptTags: tags,
    userSettings: shop.userSettings,
    ...(options.forOwner ? { backOfficeOrigins: shop.backOfficeOrigins } : {}),
  };
}

/** The shop's tax rate; prices are gross. */
export function taxOf(shop: Shop) {
  return { rate: shop.taxRateBasisPoints / 100, rateBasisPoints: shop.taxRateBasisPoints, pricesIncludeTax: true as const };
}

/** Refuses a change of locales the shop cannot make: unknown locales, or a default shoppers would not see. */
function checkLocales(shop: Shop, changes: ShopSettingsDraft): ShopLocale[] {
  const known = (identifier: string) => shop.locales.some((l) => l.identifier === identifier);
  for (const identifier of [changes.locale, ...(changes.locales ?? []).map((l) => l.identifier)]) {
    if (identifier !== undefined && !known(identifier)) throw new BusinessRuleError(`The shop has no locale ${identifier}`, 'UnknownLocale');
  }
  const locales = shop.locales.map((l) => changes.locales?.find((c) => c.identifier === l.identifier) ?? l);
  const defaultLocale = changes.locale ?? shop.defaultLocale;
  if (!locales.some((l) => l.identifier === defaultLocale && l.isVisible)) {
    throw new BusinessRuleError(`The default locale ${defaultLocale} must be visible`, 'DefaultLocaleHidden');
  }
  return locales;
}

/** Refuses a favicon that is not one of this shop's own uploads (the address's form is the contract's). */
async function checkFavicon(db: Executor, shop: Shop, url: string): Promise<void> {
  const refuse = () => new ValidationError([{ path: 'body.faviconUrl', message: FAVICON_MESSAGE }]);
  const mediaId = faviconMediaId(url);
  if (!mediaId) throw refuse();
  if (!url.startsWith('/') && new URL(url).origin !== new URL(shop.baseUrl).origin) throw refuse();
  const [image] = await db.select({ id: media.id }).from(media).where(and(eq(media.id, mediaId), eq(media.shopId, shop.id)));
  if (!image) throw refuse();
}

/**
 * Writes the owner's changes into the shop's rows in the caller's transaction, after checking them
 * against the shop as it is: the default locale and which locales shoppers see, the favicon. Fields not
 * given stay, and so do the sections of the user settings not given: each section sent replaces that
 * section only, merged into the stored settings in the one UPDATE (jsonb `||`), so two owners saving
 * different sections at once both keep theirs.
 */
export async function writeShopChanges(tx: Executor, shop: Shop, changes: ShopSettingsDraft): Promise<void> {
  const locales = checkLocales(shop, changes);
  if (changes.faviconUrl) await checkFavicon(tx, shop, changes.faviconUrl);
  await tx.update(shops).set({
    ...(changes.userSettings ? { userSettings: sql`${shops.userSettings} || ${JSON.stringify(changes.userSettings)}::jsonb` } : {}),
    ...(changes.locale ? { defaultLocale: changes.locale } : {}),
    ...(changes.title !== undefined ? { title: changes.title } : {}),
    ...(changes.email !== undefined ? { email: changes.email } : {}),
    ...(changes.baseUrl !== undefined ? { baseUrl: changes.baseUrl } : {}),
    ...(changes.backOfficeOrigins !== undefined ? { backOfficeOrigins: changes.backOfficeOrigins } : {}),
    ...(changes.faviconUrl !== undefined ? { faviconUrl: changes.faviconUrl } : {}),
    ...(changes.isClosed !== undefined ? { isClosed: changes.isClosed } : {}),
    updatedAt: new Date(),
  }).where(eq(shops.id, shop.id));
  for (const locale of changes.locales ? locales : []) {
    await tx.update(shopLocales).set({ isVisible: locale.isVisible })
      .where(and(eq(shopLocales.shopId, shop.id), eq(shopLocales.locale, locale.identifier)));
  }
}

/**
 * Applies the owner's changes to the shop's settings at once (the spec's PATCH /shop; `writeShopChanges`).
 * With `expectedVersion` (the shop settings' version the writer read) a write based on another version
 * is refused with 409; answers the shop and the new version.
 */
export async function updateShopSettings(shop: Shop, changes: ShopSettingsDraft, expectedVersion?: number): Promise<{ shop: Shop; version: number }> {
  const db = await getDb();
  const version = await db.transaction(async (tx) => {
    const claimed = await claimVersion(tx, shop.id, 'shop-settings', expectedVersion);
    await writeShopChanges(tx, shop, changes);
    return claimed;
  });
  revalidateTags(CHANGES.shopSettings(shop.slug));
  return { shop: (await findShopBySlug(shop.slug))!, version };
}

/**
 * Keeps the owner's changes to the shop's settings in the site draft (the editor's PATCH /shop with
 * `draft`), on top of the changes already waiting, until "Publish site changes"; shoppers see nothing of
 * them. Checked as a live write would be, against the shop as the draft shows it; a change put back to
 * the live value leaves the list. The draft shares the settings' version with live writes, so a tab
 * based on another version is refused with 409. Answers the shop as the editor shows it, and the version.
 */
export async function saveShopSettingsDraft(
  shop: Shop, changes: ShopSettingsDraft, ownerId: string, expectedVersion?: number,
): Promise<{ shop: Shop; version: number }> {
  const db = await getDb();
  if (changes.faviconUrl) await checkFavicon(db, shop, changes.faviconUrl);
  return db.transaction(async (tx) => {
    const version = await claimVersion(tx, shop.id, 'shop-settings', expectedVersion);
    const merged = mergeShopChanges(await readSiteDraft<ShopSettingsDraft>(tx, shop.id, 'shop-settings') ?? {}, changes);
    checkLocales(shop, merged);
    const waiting = remainingShopChanges(shop, merged);
    await keepSiteDraft(tx, shop.id, 'shop-settings', waiting, ownerId);
    return { shop: withShopChanges(shop, waiting ?? {}), version };
  });
}

/** The script tags the storefront embeds. */
export async function listScriptTags(shop: Shop): Promise<{ type: string; url: string }[]> {
  const db = await getDb();
  return db.select({ type: scriptTags.type, url: scriptTags.url }).from(scriptTags)
    .where(eq(scriptTags.shopId, shop.id)).orderBy(asc(scriptTags.createdAt));
}
