import type { SiteDrafts } from '@/lib/content/site-draft';
import type { Shop } from './types';

/** The shop settings' changes a draft keeps. */
export type ShopSettingsDraft = NonNullable<SiteDrafts['shopSettings']>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A later change on top of an earlier one: fields and user-settings sections replace theirs, locales merge by identifier. */
export function mergeShopChanges(earlier: ShopSettingsDraft, later: ShopSettingsDraft): ShopSettingsDraft {
  const merged: ShopSettingsDraft = { ...earlier, ...later };
  if (earlier.userSettings || later.userSettings) merged.userSettings = { ...earlier.userSettings, ...later.userSettings };
  if (earlier.locales && later.locales) {
    const named = new Set(later.locales.map((l) => l.identifier));
    merged.locales = [...earlier.locales.filter((l) => !named.has(l.identifier)), ...later.locales];
  }
  return merged;
}

/** The shop as it will be once the changes are live: what the editor shows while they wait. */
export function withShopChanges(shop: Shop, changes: ShopSettingsDraft): Shop {
  return {
    ...shop,
    ...(changes.title !== undefined && { title: changes.title }),
    ...(changes.email !== undefined && { email: changes.email }),
    ...(changes.faviconUrl !== undefined && { faviconUrl: changes.faviconUrl }),
    ...(changes.isClosed !== undefined && { isClosed: changes.isClosed }),
    ...(changes.locale !== undefined && { defaultLocale: changes.locale }),
    locales: shop.locales.map((l) => changes.locales?.find((c) => c.identifier === l.identifier) ?? l),
    userSettings: { ...shop.userSettings, ...changes.userSettings },
  };
}

/**
 * The changes that still differ from the live shop, so that a setting put back is no change waiting;
 * null when none is left.
 */
export function remainingShopChanges(shop: Shop, changes: ShopSettingsDraft): ShopSettingsDraft | null {
  const left: ShopSettingsDraft = {};
  if (changes.title !== undefined && changes.title !== shop.title) left.title = changes.title;
  if (changes.email !== undefined && changes.email !== shop.email) left.email = changes.email;
  if (changes.faviconUrl !== undefined && changes.faviconUrl !== shop.faviconUrl) left.faviconUrl = changes.faviconUrl;
  if (changes.isClosed !== undefined && changes.isClosed !== shop.isClosed) left.isClosed = changes.isClosed;
  if (changes.locale !== undefined && changes.locale !== shop.defaultLocale) left.locale = changes.locale;
  const locales = changes.locales?.filter((c) => shop.locales.find((l) => l.identifier === c.identifier)?.isVisible !== c.isVisible);
  if (locales?.length) left.locales = locales;
  const sections = Object.entries(changes.userSettings ?? {})
    .filter(([key, value]) => !same(value, shop.userSettings[key as keyof Shop['userSettings']]));
  if (sections.length > 0) left.userSettings = Object.fromEntries(sections);
  return Object.keys(left).length > 0 ? left : null;
}

/** What a shop settings draft changes, as the list of site changes names it: fields, and user-settings sections. */
export function changedShopFields(changes: ShopSettingsDraft): string[] {
  return Object.keys(changes).flatMap((key) => (key === 'userSettings'
    ? Object.keys(changes.userSettings ?? {}).map((section) => `userSettings.${section}`)
    : [key]));
}
