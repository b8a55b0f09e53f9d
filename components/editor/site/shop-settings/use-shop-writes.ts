'use client';

import { useRef, useState } from 'react';
import { shopApi } from '@/lib/api/browser';
import type { ApiError } from '@/lib/api/client';
import { apiRoutes } from '@/lib/api/routes';
import type { ShopChanges } from '@/lib/contract/shop';
import type { ShopUserSettings } from '@/lib/schemas/shop-settings';
import { fill } from '../../labels';
import { useSiteSave, type SiteSaveStatus } from '../use-site-save';
import type { ShopSettingsText } from './labels';

/** The module's sections, each of which shows why its own last change was refused. */
export type ShopSettingsSection =
  | 'cookieNotice' | 'sellingPoints' | 'paymentLogos' | 'shippingLogos' | 'socialNetworks' | 'trustBadge'
  | 'details' | 'languages' | 'closed';

export interface ShopWrites {
  status: SiteSaveStatus;
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

/** The shop settings' writes, with the site modules' save status and each section's refusal. */
export function useShopWrites(userSettings: ShopUserSettings, text: ShopSettingsText): ShopWrites {
  const save = useSiteSave();
  const sentSettings = useRef(userSettings);
  const [refusals, setRefusals] = useState<Partial<Record<ShopSettingsSection, string>>>({});

  const write: ShopWrites['write'] = async (section, changes, restore) => {
    setRefusals((current) => ({ ...current, [section]: undefined }));
    const saved = await save.run(() => shopApi(apiRoutes.shop.updateShop, { body: changes }, { silent: true }), {
      restore,
      // Shown in the section the owner is working in, rather than as a notification.
      onError: (error) => {
        setRefusals((current) => ({ ...current, [section]: fill(text.notSaved, { reason: reasonOf(error) }) }));
        return true;
      },
    });
    return saved !== undefined;
  };

  const writeUserSettings: ShopWrites['writeUserSettings'] = (section, key, value, restore) => {
    const before = sentSettings.current[key];
    sentSettings.current = { ...sentSettings.current, [key]: value };
    return write(section, { userSettings: { [key]: value } }, () => {
      sentSettings.current = { ...sentSettings.current, [key]: before };
      restore?.();
    });
  };

  return {
    status: save.status,
    refusal: (section) => refusals[section],
    write,
    writeUserSettings,
    sent: (key) => sentSettings.current[key],
  };
}
