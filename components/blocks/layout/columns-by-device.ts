import type { Breakpoint } from '@/lib/schemas/block-visibility';
import { valuesByDevice, type DeviceValues } from '@/lib/schemas/device-values';
import type { Spacing } from '../device-choices';

/** What a layout stores per device: how many of its columns sit side by side there, and its spacing. */
export type LayoutDevices = DeviceValues<{ columns: number; spacing: Spacing }>;

/** A layout that never had a value per device stacks its columns on phones, as layouts did before there were any. */
export const LAYOUT_DEVICE_DEFAULT: LayoutDevices = { phone: { columns: 1 } };

/** A layout's values per device as stored, or the default of a layout that has none. */
export const layoutDevices = (devices: LayoutDevices | undefined): LayoutDevices => devices ?? LAYOUT_DEVICE_DEFAULT;

/**
 * How many columns sit side by side on each device: the layout's columns on desktops (its `count`),
 * a device's own number, or the next wider device's; never more than the layout has.
 */
export function columnsByDevice(count: number, devices: LayoutDevices | undefined): Record<Breakpoint, number> {
  const all = Math.max(count, 1);
  const values = valuesByDevice(all, layoutDevices(devices), 'columns');
  const clamp = (value: number | undefined) => Math.min(value ?? all, all);
  return { phone: clamp(values.phone), tablet: clamp(values.tablet), desktop: all };
}
