'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { shopApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/client';
import { shopRoutes } from '@/lib/api/routes/shop';
import type { ShopChanges, ShopPayload } from '@/lib/contract/shop';
import type { ShopUserSettings } from '@/lib/schemas/shop-settings';
import { fill } from '../../labels';
import { useSiteSave, type SiteSaveStatus } from '../use-site-save';
import type { ShopSettingsText } from './labels';
import { changedFields, withFieldsOf, type ShopSettingsValues } from './shop-values';
import { isStaleVersion, staleVersionError } from '@/lib/api/stale-version';

/** The module's sections, each of which shows why its own last change was refused. */
export type ShopSettingsSection =
  | 'cookieNotice' | 'sellingPoints' | 'paymentLogos' | 'shippingLogos' | 'socialNetworks' | 'trustBadge'
  | 'details' | 'address' | 'languages' | 'closed' | 'addToCart' | 'cartReminders' | 'tagManager';

export interface ShopWrites {
  status: SiteSaveStatus;
  /** Counts the times the sections must be built again from the shop as it is now (after a conflict, once the refresh brought it): their key. */
  generation: number;
  /** Why the section's last change was refused; undefined while none was. */
  refusal(section: ShopSettingsSection): string | undefined;
  /** Sends changes of the shop (PATCH /shop); `restore` puts back what the section showed before. Answers whether it was saved. */
  write(section: ShopSettingsSection, changes: ShopChanges, restore?: () => void): Promise<boolean>;
  /**
   * Saves one part of the user settings, alone: the API merges it into the stored settings, so another
   * tab's or owner's change of another part stays, and a section's unsaved text never rides along.
   */
  writeUserSettings<K extends keyof ShopUserSettings>(section: ShopSettingsSection, key: K, value: ShopUserSettings[K], restore?: () => void): Promise<boolean>;
  /** One part of the user settings as last sent. */
  sent<K extends keyof ShopUserSettings>(key: K): ShopUserSettings[K];
}

/** What the owner reads when the server refuses: the first field's reason, else the message. */
function reasonOf(error: ApiError): string {
  const fields = error.body?.errors;
  const first = Array.isArray(fields) ? (fields[0] as { message?: unknown } | undefined) : undefined;
  return typeof first?.message === 'string' ? first.message : error.message;
}

/** The fields of the shop payload the module edits. */
const valuesOf = (shop: ShopPayload): ShopSettingsValues => ({
  title: shop.title, email: shop.email, baseUrl: shop.baseUrl, backOfficeOrigins: shop.backOfficeOrigins ?? [],
  faviconUrl: shop.faviconUrl, isClosed: shop.isClosed, defaultLocale: shop.defaultLocale, locales: shop.locales, userSettings: shop.userSettings,
});


/** How often a write based on a stale version is sent again when the change in between was elsewhere. */
const REBASES = 3;

interface KnownShop {
  values: ShopSettingsValues;
  version: number;
}

/**
 * The shop settings' writes, with the site modules' save status and each section's refusal. The shop
 * settings are a versioned resource: each write names the version this tab last knew (If-Match). When
 * another tab or owner saved in between (409), a change of other fields than this write's is taken in
 * and the write sent again on the new version; a change of the same fields is theirs to keep: the
 * section says so, and the sections are built again from the shop as it is now. "The same fields" is
 * judged against what the sections show, not the version this tab knows: a refresh (after any save)
 * may bring another owner's change unseen by a section whose fields stay as they were built.
 */
export function useShopWrites(start: ShopSettingsValues, version: number, text: ShopSettingsText): ShopWrites {
  const router = useRouter();
  const save = useSiteSave();
  const known = useRef<KnownShop>({ values: start, version });
  // What the sections show: the shop they were built from, each field this tab saved since as saved.
  const shown = useRef(start);
  const sentSettings = useRef(start.userSettings);
  const [refusals, setRefusals] = useState<Partial<Record<ShopSettingsSection, string>>>({});
  // After a conflict the sections start again from the shop as it is now, once the refresh has brought it.
  const [generation, setGeneration] = useState(0);
  const [awaited, setAwaited] = useState<number | null>(null);
  if (awaited !== null && version >= awaited) {
    setAwaited(null);
    setGeneration(generation + 1);
  }
  const builtIn = useRef(generation);

  // A refresh brings the shop as the server has it: newer than what this tab knew, when someone else saved.
  useEffect(() => {
    if (builtIn.current !== generation) {
      builtIn.current = generation;
      shown.current = start;
    }
    if (version <= known.current.version) return;
    known.current = { values: start, version };
    sentSettings.current = start.userSettings;
  }, [start, version, generation]);

  const send = async (changes: ShopChanges): Promise<ShopPayload> => {
    if (changedFields(shown.current, known.current.values, changes)) throw staleVersionError(known.current.version, known.current.values);
    for (let attempt = 1; ; attempt += 1) {
      let answered = known.current.version;
      try {
        const shop = await shopApi(shopRoutes.updateShop, { body: { ...changes, draft: true } }, {
          silent: true, ifMatch: known.current.version, onVersion: (next) => { answered = next; },
        });
        known.current = { values: valuesOf(shop), version: answered };
        shown.current = withFieldsOf(shown.current, known.current.values, changes);
        return shop;
      } catch (error) {
        if (!isStaleVersion(error) || attempt > REBASES) throw error;
        const current = valuesOf(error.body!.current as ShopPayload);
        known.current = { values: current, version: Number(error.body!.currentVersion) };
        sentSettings.current = current.userSettings;
        if (changedFields(shown.current, current, changes)) throw error;
      }
    }
  };

  const write: ShopWrites['write'] = async (section, changes, restore) => {
    setRefusals((current) => ({ ...current, [section]: undefined }));
    const saved = await save.run(() => send(changes), {
      restore,
      // Shown in the section the owner is working in, rather than as a notification.
      onError: (error) => {
        const stale = isStaleVersion(error);
        setRefusals((current) => ({ ...current, [section]: stale ? text.changedElsewhere : fill(text.notSaved, { reason: reasonOf(error) }) }));
        if (stale) {
          setAwaited(known.current.version);
          router.refresh();
        }
        return true;
      },
    });
    return saved !== undefined;
  };

  const writeUserSettings: ShopWrites['writeUserSettings'] = (section, key, value, restore) => {
    sentSettings.current = { ...sentSettings.current, [key]: value };
    return write(section, { userSettings: { [key]: value } }, () => {
      // What the server has: as before the change, or another owner's when theirs came first.
      sentSettings.current = { ...sentSettings.current, [key]: known.current.values.userSettings[key] };
      restore?.();
    });
  };

  return {
    status: save.status,
    generation,
    refusal: (section) => refusals[section],
    write,
    writeUserSettings,
    sent: (key) => sentSettings.current[key],
  };
}
