'use client';

import { useState } from 'react';
import { CART_REMINDER_DELAY_HOURS_DEFAULT, CART_REMINDER_DELAY_HOURS_MAX, CART_REMINDER_DELAY_HOURS_MIN } from '@/lib/contract/limits';
import type { ShopUserSettings } from '@/lib/schemas/shop-settings';
import { fill } from '../../labels';
import { NumberField, ToggleField } from '../../fields/basic-fields';
import workbench from '../../workbench.module.css';
import type { ValidationText } from './field-rules';
import type { ShopSettingsText } from './labels';
import { SaveButton, SettingsSection } from './settings-section';
import type { ShopWrites } from './use-shop-writes';

/**
 * Cart reminders (off until the owner turns them on): one mail about a cart left without an order, this
 * many hours after its last change, to signed-in customers and guests who agreed in checkout.
 */
export function CartRemindersSection({ settings, text, validation, writes }: {
  settings: ShopUserSettings['cartReminders']; text: ShopSettingsText; validation: ValidationText; writes: ShopWrites;
}) {
  const [enabled, setEnabled] = useState(settings?.enabled ?? false);
  const [delay, setDelay] = useState(String(settings?.delayHours ?? CART_REMINDER_DELAY_HOURS_DEFAULT));
  const hours = Number(delay);
  const valid = Number.isInteger(hours) && hours >= CART_REMINDER_DELAY_HOURS_MIN && hours <= CART_REMINDER_DELAY_HOURS_MAX;
  const error = valid ? null : fill(validation.wholeNumberRange, { min: CART_REMINDER_DELAY_HOURS_MIN, max: CART_REMINDER_DELAY_HOURS_MAX });
  const save = () => {
    if (valid) void writes.writeUserSettings('cartReminders', 'cartReminders', { enabled, delayHours: hours });
  };
  return (
    <SettingsSection title={text.cartReminders} refusal={writes.refusal('cartReminders')}>
      <ToggleField label={text.cartRemindersEnabled} value={enabled} onChange={setEnabled} />
      <p className={workbench.note}>{text.cartRemindersNote}</p>
      <NumberField label={text.cartRemindersDelay} value={delay} onChange={setDelay} error={error}
        min={CART_REMINDER_DELAY_HOURS_MIN} max={CART_REMINDER_DELAY_HOURS_MAX} step={1} />
      <SaveButton label={text.save} onSave={save} />
    </SettingsSection>
  );
}
