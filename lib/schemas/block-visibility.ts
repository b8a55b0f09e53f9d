import { z } from 'zod';

/**
 * The screen widths an owner previews and can hide a block on, as the storefront's CSS splits them:
 * phones below 768 px, tablets from 768 px, desktops from 992 px.
 */
export const BREAKPOINTS = ['phone', 'tablet', 'desktop'] as const;
export type Breakpoint = (typeof BREAKPOINTS)[number];

/** `settings.hiddenOn` of a block: the breakpoints it is not shown on. */
export const hiddenOnSchema = z.array(z.enum(BREAKPOINTS)).max(BREAKPOINTS.length);

/** The breakpoints a block is hidden on, in BREAKPOINTS' order; none for settings without a valid list. */
export function hiddenOnOf(settings: Record<string, unknown> | undefined): Breakpoint[] {
  const parsed = hiddenOnSchema.safeParse(settings?.hiddenOn);
  return parsed.success ? BREAKPOINTS.filter((breakpoint) => parsed.data.includes(breakpoint)) : [];
}
