import type { Palette } from '../palette';

/** The pictures of a product: the front, the back and a close-up. */
export const VIEWS = ['front', 'back', 'detail'] as const;
export type View = (typeof VIEWS)[number];

/**
 * One product type drawn in an 800x800 box, item centred, resting on y = 640. Elements inherit the
 * item's colour as fill and its outline colour as stroke from the group they are put in (compose.ts),
 * so each names only what differs: that keeps every picture to a kilobyte or two.
 */
export interface Drawing {
  /** The outline and everything both sides show. */
  body: (p: Palette) => string;
  /** What only the front shows (collars, pockets, laces). */
  front?: (p: Palette) => string;
  /** What only the back shows. */
  back?: (p: Palette) => string;
  /** The point the close-up magnifies: the fabric, a buckle, a seam. */
  focus: readonly [number, number];
  /** Objects seen from the other side show their outline mirrored (a shoe's other side). */
  mirrored?: boolean;
}

/** A closed path in the item's colour, or in another fill. */
export const path = (d: string, fill?: string) => `<path d="${d}"${fill ? ` fill="${fill}"` : ''}/>`;
/** A line with no fill: seams, straps, handles. */
export const line = (d: string, width = 6, colour?: string) =>
  `<path d="${d}" fill="none" stroke-width="${width}"${colour ? ` stroke="${colour}"` : ''}/>`;
/** Dashed stitching along a path. */
export const stitch = (d: string, colour: string) => `<path d="${d}" fill="none" stroke="${colour}" stroke-width="3" stroke-dasharray="10 8"/>`;
export const circle = (cx: number, cy: number, r: number, fill?: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}"${fill ? ` fill="${fill}"` : ''}/>`;
