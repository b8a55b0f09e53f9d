/** Image formats owners may upload (spec section 5: jpeg, jpg, png, gif). */
export type ImageKind = 'jpeg' | 'png' | 'gif';

export const CONTENT_TYPES: Record<ImageKind, string> = { jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif' };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((byte, i) => bytes[i] === byte);
const ascii = (bytes: Uint8Array, from: number, length: number) => String.fromCharCode(...bytes.subarray(from, from + length));

/** The format a file's magic bytes announce, whatever its name or declared type says; null for others. */
export function detectImageKind(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  const head = ascii(bytes, 0, 6);
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  return null;
}

export interface ImageSize {
  width: number;
  height: number;
}

const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u16le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u32be = (b: Uint8Array, i: number) => ((b[i]! << 24) >>> 0) + (b[i + 1]! << 16) + (b[i + 2]! << 8) + b[i + 3]!;
/** Larger sides than any real upload has: a header claiming more is damaged (PNG allows 2^31 - 1). */
export const MAX_IMAGE_SIDE = 65_535;
const fits = (side: number) => side > 0 && side <= MAX_IMAGE_SIDE;
const sized = (width: number, height: number): ImageSize | null => (fits(width) && fits(height) ? { width, height } : null);

/** PNG: the IHDR chunk must come first and holds width and height as big-endian 32-bit numbers. */
function pngSize(b: Uint8Array): ImageSize | null {
  if (b.length < 24 || u32be(b, 8) !== 13 || ascii(b, 12, 4) !== 'IHDR') return null;
  return sized(u32be(b, 16), u32be(b, 20));
}

/** GIF: the logical screen descriptor follows the 6-byte header, little-endian 16-bit numbers. */
function gifSize(b: Uint8Array): ImageSize | null {
  return b.length < 10 ? null : sized(u16le(b, 6), u16le(b, 8));
}

/** Start-of-frame markers (SOF0-SOF15 without DHT C4, JPG C8 and DAC CC) carry the frame size. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** JPEG: walks the marker segments up to the first start-of-frame, which holds height then width. */
function jpegSize(b: Uint8Array): ImageSize | null {
  let i = 2;
  while (i < b.length) {
    if (b[i] !== 0xff) return null;
    while (b[i] === 0xff) i += 1; // fill bytes
    const marker = b[i];
    i += 1;
    if (marker === undefined) return null;
    // Markers without a length: TEM, RSTn and SOI.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) continue;
    // End of image or start of scan before any frame header: nothing to read the size from.
    if (marker === 0xd9 || marker === 0xda || i + 2 > b.length) return null;
    const length = u16be(b, i);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) return i + 7 <= b.length ? sized(u16be(b, i + 5), u16be(b, i + 3)) : null;
    i += length;
  }
  return null;
}

/** Width and height from a file's own headers, or null when they cannot be read. */
export function readImageSize(bytes: Uint8Array, kind: ImageKind): ImageSize | null {
  if (kind === 'png') return pngSize(bytes);
  if (kind === 'gif') return gifSize(bytes);
  return jpegSize(bytes);
}
