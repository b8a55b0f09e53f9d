import { z } from 'zod';
import { BREAKPOINTS, type Breakpoint } from '@/lib/schemas/block-visibility';
import { valuesByDevice, type DeviceValues } from '@/lib/schemas/device-values';

/**
 * Settings chosen from a short scale whose value may differ by device (issue 30, values per device):
 * a text's alignment and headline size, a layout's or section's spacing, an image's height. Each scale
 * starts with what a block shows without a choice (the theme's own, or the picture's shape), so that a
 * block stored before the setting existed stays valid and looks as before; only other values get CSS.
 */

/** Text alignment, logical (start and end follow the language's direction, so right-to-left text mirrors). */
export const TEXT_ALIGNS = ['theme', 'start', 'center', 'end'] as const;
/** The size of a text's headings, on the theme's type scale (device-choices.module.css). */
export const HEADLINE_SIZES = ['theme', 's', 'm', 'l', 'xl'] as const;
/** Space around and between a layout's or a section's blocks, on the theme's spacing scale. */
export const SPACINGS = ['theme', 'none', 's', 'm', 'l', 'xl'] as const;

export const textAlignSchema = z.enum(TEXT_ALIGNS);
export const headlineSizeSchema = z.enum(HEADLINE_SIZES);
export const spacingSchema = z.enum(SPACINGS);
export type Spacing = z.infer<typeof spacingSchema>;

/**
 * The value a choice setting has on each device: the device's own, else the next wider device's, else
 * the desktop's (the block's `field`), else the scale's first entry (`fallback`).
 */
export function choicesByDevice<V extends string, K extends string>(
  base: V | undefined, devices: DeviceValues<Record<K, V>> | undefined, field: K, fallback: V,
): Record<Breakpoint, V> {
  const values = valuesByDevice(base, devices, field);
  return { phone: values.phone ?? fallback, tablet: values.tablet ?? fallback, desktop: values.desktop ?? fallback };
}

/**
 * The class names that show each device's value, from a CSS module whose classes are named
 * `<name>-<value>-<device>` and apply only at that device's widths (the breakpoints of "Hide on"). A
 * device showing the fallback needs none: the block looks as it does without the setting.
 */
export function deviceChoiceClasses<V extends string>(
  values: Record<Breakpoint, V>, fallback: V, name: string, styles: Readonly<Record<string, string>>,
): string[] {
  return BREAKPOINTS.filter((device) => values[device] !== fallback).map((device) => styles[`${name}-${values[device]}-${device}`] ?? '');
}
