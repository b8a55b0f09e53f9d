import type { CSSProperties } from 'react';
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
