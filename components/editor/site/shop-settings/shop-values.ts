import type { ShopChanges } from '@/lib/contract/shop';
import type { ShopUserSettings } from '@/lib/schemas/shop-settings';
import type { ShopLocale } from '@/lib/server/shop/types';

/** The shop as the module starts from (GET /shop's fields the owner edits here). */
export interface ShopSettingsValues {
  title: string;
  email: string;
  /** The shop's public address (an origin). */
  baseUrl: string;
  /** The back offices that may frame the editor. */
  backOfficeOrigins: string[];
  faviconUrl: string | null;
  isClosed: boolean;
  defaultLocale: string;
  /** All of the shop's locales, hidden ones included. */
  locales: ShopLocale[];
  userSettings: ShopUserSettings;
}

/** Where a change's field (fieldsOf) is kept in `values`: the object holding it and its key there. */
function placeOf(values: ShopSettingsValues, field: string): [Record<string, unknown>, string] {
  if (field.startsWith('userSettings.')) return [values.userSettings as Record<string, unknown>, field.slice('userSettings.'.length)];
  return [values as unknown as Record<string, unknown>, field === 'locale' ? 'defaultLocale' : field];
}

/** The value of the shop a change's field sets, in `values`. */
function valueAt(values: ShopSettingsValues, field: string): unknown {
  const [holder, key] = placeOf(values, field);
  return holder[key];
}

/** The fields a change sets: each section of the user settings apart, the default locale as `locale`. */
export function fieldsOf(changes: ShopChanges): string[] {
  return Object.keys(changes).flatMap((field) => (field === 'userSettings'
    ? Object.keys(changes.userSettings ?? {}).map((section) => `userSettings.${section}`)
    : [field]));
}

/**
 * Whether someone else changed what a change sets, between the shop this tab knew and the shop as it
 * is now: then the change would overwrite theirs unseen, and is not sent again.
 */
export function changedFields(known: ShopSettingsValues, current: ShopSettingsValues, changes: ShopChanges): boolean {
  return fieldsOf(changes).some((field) => JSON.stringify(valueAt(known, field)) !== JSON.stringify(valueAt(current, field)));
}

/** `values` with the fields a change sets taken from `from` (the shop as a write answered it). */
export function withFieldsOf(values: ShopSettingsValues, from: ShopSettingsValues, changes: ShopChanges): ShopSettingsValues {
  const next = { ...values, userSettings: { ...values.userSettings } };
  for (const field of fieldsOf(changes)) {
    const [holder, key] = placeOf(next, field);
    holder[key] = valueAt(from, field);
  }
  return next;
}
