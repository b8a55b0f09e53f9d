import type { Crop } from '@/components/blocks/image/schema';

/** A crop as the owner edits it: whole pixels of the source image. */
export interface PixelRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface ImageSize {
  width: number;
  height: number;
}

/** The shapes the crop can be held to; "original" is the image's own. */
export const ASPECT_CHOICES = ['free', 'original', '16:9', '4:3', '1:1', '3:2'] as const;
export type AspectChoice = (typeof ASPECT_CHOICES)[number];

export type Corner = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';

/** Width over height of a choice; null leaves the shape free. */
export function aspectRatioOf(choice: AspectChoice, size: ImageSize): number | null {
  if (choice === 'free') return null;
  if (choice === 'original') return size.width / size.height;
  const [w, h] = choice.split(':').map(Number);
  return w! / h!;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

export function wholeImage(size: ImageSize): PixelRect {
  return { left: 0, top: 0, width: size.width, height: size.height };
}

/** Whole pixels, at least one wide and high, inside the image: moved in first, shrunk only if it is larger. */
export function clampRect(rect: PixelRect, size: ImageSize): PixelRect {
  const width = clamp(Math.round(rect.width), 1, size.width);
  const height = clamp(Math.round(rect.height), 1, size.height);
  return {
    left: clamp(Math.round(rect.left), 0, size.width - width),
    top: clamp(Math.round(rect.top), 0, size.height - height),
    width,
    height,
  };
}

/** A stored crop in pixels of the source; no crop is the whole image. */
export function toPixels(crop: Crop | undefined, size: ImageSize): PixelRect {
  if (!crop) return wholeImage(size);
  return clampRect({ left: crop.x * size.width, top: crop.y * size.height, width: crop.width * size.width, height: crop.height * size.height }, size);
}

/** A rectangle as stored: fractions of the source; the whole image is no crop at all. */
export function toCrop(rect: PixelRect, size: ImageSize): Crop | undefined {
  if (rect.left === 0 && rect.top === 0 && rect.width === size.width && rect.height === size.height) return undefined;
  return { x: rect.left / size.width, y: rect.top / size.height, width: rect.width / size.width, height: rect.height / size.height };
}

/** The same rectangle moved by a distance, stopping at the image's edges. */
export function moveRect(rect: PixelRect, dx: number, dy: number, size: ImageSize): PixelRect {
  return clampRect({ ...rect, left: rect.left + dx, top: rect.top + dy }, size);
}

const ARROWS: Record<string, readonly [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/**
 * How far an arrow key moves the crop: a hundredth of the image, with Shift a tenth, so that a large
 * photo crosses in a reasonable number of presses; never less than a pixel. Null for other keys.
 */
export function keyboardStep(key: string, shift: boolean, size: ImageSize): { dx: number; dy: number } | null {
  const arrow = ARROWS[key];
  if (!arrow) return null;
  const share = shift ? 0.1 : 0.01;
  const step = (extent: number) => Math.max(1, Math.round(extent * share));
  return { dx: arrow[0] * step(size.width), dy: arrow[1] * step(size.height) };
}

/**
 * The largest size of a shape that fits `room` from a wanted width (or height, when `byHeight`):
 * the width wanted, at most the room there is, and the height that goes with it.
 */
function fitShape(wanted: number, byHeight: boolean, ratio: number, room: ImageSize): ImageSize {
  // Rounded down, so that the rounded height cannot outgrow the room either (but 15.999999 is 16).
  const width = Math.max(1, Math.floor(Math.min(byHeight ? wanted * ratio : wanted, room.width, room.height * ratio) + 1e-9));
  return { width, height: clamp(Math.round(width / ratio), 1, room.height) };
}

/** The rectangle held to a shape: as wide as it was if that fits, about the same centre, inside the image. */
export function fitAspect(rect: PixelRect, ratio: number, size: ImageSize): PixelRect {
  const shape = fitShape(rect.width, false, ratio, size);
  const centreX = rect.left + rect.width / 2;
  const centreY = rect.top + rect.height / 2;
  return clampRect({ left: centreX - shape.width / 2, top: centreY - shape.height / 2, ...shape }, size);
}

export type Side = keyof PixelRect;

/**
 * One value typed into the crop's number inputs. Left and top move it within the image; width and
 * height resize it from its top-left corner, up to the image's edge, keeping a chosen shape.
 */
export function setSide(rect: PixelRect, side: Side, value: number, ratio: number | null, size: ImageSize): PixelRect {
  if (side === 'left' || side === 'top') return clampRect({ ...rect, [side]: value }, size);
  const room = { width: size.width - rect.left, height: size.height - rect.top };
  if (ratio === null) {
    const extent = clamp(Math.round(value), 1, room[side]);
    return { ...rect, [side]: extent };
  }
  return { ...rect, ...fitShape(value, side === 'height', ratio, room) };
}

/**
 * The rectangle as a corner handle dragged by (dx, dy) leaves it: the opposite corner stays put, and
 * the dragged one stops at the image's edge and a pixel short of crossing the other. With a shape,
 * the direction dragged furthest (for the rectangle's size) decides the size.
 */
export function resizeFromCorner(rect: PixelRect, corner: Corner, dx: number, dy: number, ratio: number | null, size: ImageSize): PixelRect {
  const fromLeft = corner.endsWith('left');
  const fromTop = corner.startsWith('top');
  const anchorX = fromLeft ? rect.left + rect.width : rect.left;
  const anchorY = fromTop ? rect.top + rect.height : rect.top;
  const room = { width: fromLeft ? anchorX : size.width - anchorX, height: fromTop ? anchorY : size.height - anchorY };
  const wanted = { width: rect.width + (fromLeft ? -dx : dx), height: rect.height + (fromTop ? -dy : dy) };
  const shape = ratio === null
    ? { width: Math.round(clamp(wanted.width, 1, room.width)), height: Math.round(clamp(wanted.height, 1, room.height)) }
    : Math.abs(dy) / rect.height > Math.abs(dx) / rect.width
      ? fitShape(wanted.height, true, ratio, room)
      : fitShape(wanted.width, false, ratio, room);
  return {
    left: fromLeft ? anchorX - shape.width : anchorX,
    top: fromTop ? anchorY - shape.height : anchorY,
    ...shape,
  };
}
