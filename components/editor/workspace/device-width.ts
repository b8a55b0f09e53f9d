import type { Breakpoint } from '@/lib/schemas/block-visibility';

/**
 * The width, in CSS pixels, at which the canvas lays the page out for each preview device: widths shoppers'
 * screens have (a laptop, a portrait tablet, a current phone), never the width the editor happens to leave.
 */
export const DEVICE_WIDTHS: Record<Breakpoint, number> = { desktop: 1280, tablet: 768, phone: 390 };

/**
 * How much the canvas is scaled down so that a device's width fits the space beside the panels: 1 when it
 * fits, never more (a phone is not blown up), and never zero or less while the space is being laid out.
 */
export function fitScale(available: number, deviceWidth: number): number {
  if (!(available > 0) || !(deviceWidth > 0)) return 1;
  return Math.min(1, available / deviceWidth);
}

/** The frame's box for a device width and a scale: laid out at the device width, drawn at its scaled size. */
export function frameBox(deviceWidth: number, availableHeight: number, scale: number) {
  return {
    /** The iframe's own size, before the scaling transform. */
    width: deviceWidth,
    height: Math.max(0, Math.round(availableHeight / scale)),
    /** The space the scaled frame takes in the workspace. */
    outerWidth: Math.round(deviceWidth * scale),
  };
}
