import { z } from 'zod';
import type { Breakpoint } from './block-visibility';

/**
 * Values per device (issue 30). A field that may differ by device keeps its value where it always was,
 * which is the desktop's (the base); a block's `data.devices` holds, sparsely, what tablets and phones
 * show instead: `{ phone: { crop: {...} } }`. A device without its own value takes the next wider
 * device's: phone → tablet → desktop. Content stored before this keeps its shape and renders as before.
 */
export const OVERRIDE_DEVICES = ['tablet', 'phone'] as const satisfies readonly Breakpoint[];
export type OverrideDevice = (typeof OVERRIDE_DEVICES)[number];

/** The devices a device's value falls back to, narrowest first, ending at the desktop's (base) value. */
const FALLBACK: Record<Breakpoint, readonly Breakpoint[]> = {
  phone: ['phone', 'tablet', 'desktop'],
  tablet: ['tablet', 'desktop'],
  desktop: ['desktop'],
};

/** What a block stores per device: for each narrower device, its own values of some of the fields. */
export type DeviceValues<T> = Partial<Record<OverrideDevice, Partial<T>>>;

/**
 * The schema of `data.devices` for the fields of `shape`: only tablet and phone, only those fields,
 * each checked by its own schema. Anything else (a "mobile" device, an unknown field) is refused.
 */
export function deviceValuesSchema<S extends z.ZodRawShape>(shape: S) {
  const values = z.strictObject(shape).partial();
  return z.strictObject({ tablet: values.optional(), phone: values.optional() });
}

/** A field's value on `device` and the device it comes from (the device itself when set there). */
export interface DeviceValue<V> {
  value: V | undefined;
  from: Breakpoint;
}

/**
 * The value `field` has on `device`: the device's own, else the next wider device's, else `base` (the
 * desktop's, stored where the field always was). `from` names the device it was found on.
 */
export function deviceValue<T, K extends keyof T>(base: T[K] | undefined, devices: DeviceValues<T> | undefined, field: K, device: Breakpoint): DeviceValue<T[K]> {
  for (const from of FALLBACK[device]) {
    if (from === 'desktop') return { value: base, from };
    const own = devices?.[from]?.[field];
    if (own !== undefined) return { value: own as T[K], from };
  }
  return { value: base, from: 'desktop' };
}

/**
 * What a field edited for `device` shows: its value there, the device it comes from, and, when the
 * device has a value of its own (never the desktop, whose value is the base), the device it would
 * inherit from without it.
 */
export function editedDeviceValue<T, K extends keyof T>(base: T[K] | undefined, devices: DeviceValues<T> | undefined, field: K, device: Breakpoint): DeviceValue<T[K]> & { inheritsFrom: Breakpoint | null } {
  const shown = deviceValue(base, devices, field, device);
  const own = device !== 'desktop' && shown.from === device;
  return { ...shown, inheritsFrom: own ? deviceValue(base, withDeviceValue(devices, device, field, undefined), field, device).from : null };
}

/** The value a field has on each device, from phone to desktop, as the storefront's CSS needs them all. */
export function valuesByDevice<T, K extends keyof T>(base: T[K] | undefined, devices: DeviceValues<T> | undefined, field: K): Record<Breakpoint, T[K] | undefined> {
  return {
    phone: deviceValue(base, devices, field, 'phone').value,
    tablet: deviceValue(base, devices, field, 'tablet').value,
    desktop: base,
  };
}

/**
 * `devices` with `field` on `device` set to `value`, or taken away (undefined: the device inherits again).
 * A device left with no values of its own is dropped, so the stored shape stays sparse.
 */
export function withDeviceValue<T>(devices: DeviceValues<T> | undefined, device: OverrideDevice, field: keyof T, value: unknown): DeviceValues<T> {
  const own: Partial<T> = { ...devices?.[device] };
  if (value === undefined) delete own[field];
  else own[field] = value as T[keyof T];
  const next: DeviceValues<T> = { ...devices };
  if (Object.keys(own).length > 0) next[device] = own;
  else delete next[device];
  return next;
}
