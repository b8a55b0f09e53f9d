import type { CSSProperties } from 'react';
import { BREAKPOINTS, type Breakpoint } from '@/lib/schemas/block-visibility';
import type { Crop } from './schema';

/** Enough digits that a 10000 px image lands within a hundredth of a pixel. */
const round = (value: number) => Math.round(value * 1e4) / 1e4;
const percent = (value: number) => `${round(value * 100)}%`;

/**
 * How CSS shows the cropped part of a `width` × `height` image: a frame of the crop's shape (the page
 * reserves its box before the image loads) and the whole image inside it, scaled so that the crop
 * fills the frame's width and shifted so that the crop's corner sits at the frame's. Left is a
 * percentage of the frame's width and top of its height, which is what CSS measures them against.
 */
export function cropStyle(crop: Crop, width: number, height: number): { frame: CSSProperties; image: CSSProperties } {
  return {
    frame: { aspectRatio: `${round(crop.width * width)} / ${round(crop.height * height)}` },
    image: { width: percent(1 / crop.width), left: percent(-crop.x / crop.width), top: percent(-crop.y / crop.height) },
  };
}

/** The whole image, as a crop: what a device without a crop of its own shows when another device has one. */
export const WHOLE_IMAGE: Crop = { x: 0, y: 0, width: 1, height: 1 };

/**
 * The crop's middle as an `object-position`: where an image of a fixed height (view.module.css) keeps
 * its view when it must cut the picture to fill its box.
 */
export const cropFocus = (crop: Crop): string => `${percent(crop.x + crop.width / 2)} ${percent(crop.y + crop.height / 2)}`;

/**
 * The crop of each device (phone, tablet, desktop) as CSS custom properties of the crop's frame, which
 * view.module.css applies at the storefront's breakpoints: `--crop-ratio-phone` is the phone's frame
 * shape, `--crop-width-phone`, `--crop-left-phone` and `--crop-top-phone` place the image in it,
 * `--crop-focus-phone` is its middle for a fixed height. A device without a crop shows the whole image.
 * Null when no device has a crop: the image needs no frame.
 */
export function cropVariables(crops: Record<Breakpoint, Crop | undefined>, width: number, height: number): CSSProperties | null {
  if (BREAKPOINTS.every((device) => !crops[device])) return null;
  return Object.fromEntries(BREAKPOINTS.flatMap((device) => {
    const { frame, image } = cropStyle(crops[device] ?? WHOLE_IMAGE, width, height);
    return [
      [`--crop-ratio-${device}`, frame.aspectRatio],
      [`--crop-width-${device}`, image.width],
      [`--crop-left-${device}`, image.left],
      [`--crop-top-${device}`, image.top],
      [`--crop-focus-${device}`, cropFocus(crops[device] ?? WHOLE_IMAGE)],
    ];
  }));
}
