import { detectImageKind, MAX_IMAGE_SIDE, readImageSize } from '../image-dimensions';
import { extensionKind, safeImageFilename } from '../image-filename';

const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const u16be = (n: number) => [(n >> 8) & 255, n & 255];
const u16le = (n: number) => [n & 255, (n >> 8) & 255];

/** A PNG up to its IHDR chunk (what the parser reads). */
export function pngHeader(width: number, height: number): Uint8Array {
  return Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...u32(13), ...Buffer.from('IHDR'), ...u32(width), ...u32(height), 8, 6, 0, 0, 0, 0, 0, 0, 0]);
}
function gif(version: '87a' | '89a', width: number, height: number): Uint8Array {
  return Uint8Array.from([...Buffer.from(`GIF${version}`), ...u16le(width), ...u16le(height), 0, 0, 0, 0x3b]);
}
/** SOI, an APP0 segment, optionally fill bytes, then a start-of-frame segment. */
function jpeg(width: number, height: number, options: { sof?: number; fill?: boolean; app?: boolean } = {}): Uint8Array {
  const app0 = [0xff, 0xe0, ...u16be(16), ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof = [0xff, options.sof ?? 0xc0, ...u16be(17), 8, ...u16be(height), ...u16be(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return Uint8Array.from([0xff, 0xd8, ...(options.app === false ? [] : app0), ...(options.fill ? [0xff, 0xff] : []), ...sof, 0xff, 0xd9]);
}

describe('detectImageKind', () => {
  it('recognises jpeg, png and gif by their magic bytes only', () => {
    expect(detectImageKind(jpeg(1, 1))).toBe('jpeg');
    expect(detectImageKind(pngHeader(1, 1))).toBe('png');
    expect(detectImageKind(gif('87a', 1, 1))).toBe('gif');
    expect(detectImageKind(gif('89a', 1, 1))).toBe('gif');
  });

  it('refuses anything else, near misses included', () => {
    expect(detectImageKind(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageKind(Buffer.from('GIF88a'))).toBeNull();
    expect(detectImageKind(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a]))).toBeNull();
    expect(detectImageKind(Uint8Array.from([0xff, 0xd8]))).toBeNull();
    expect(detectImageKind(new Uint8Array(0))).toBeNull();
  });
});

describe('readImageSize', () => {
  it('reads PNG dimensions from IHDR', () => {
    expect(readImageSize(pngHeader(640, 480), 'png')).toEqual({ width: 640, height: 480 });
  });

  it('reads GIF dimensions from the logical screen descriptor (little-endian)', () => {
    expect(readImageSize(gif('89a', 300, 258), 'gif')).toEqual({ width: 300, height: 258 });
  });

  it('reads JPEG dimensions from the first start-of-frame after other segments and fill bytes', () => {
    expect(readImageSize(jpeg(1024, 768), 'jpeg')).toEqual({ width: 1024, height: 768 });
    expect(readImageSize(jpeg(17, 9, { sof: 0xc2, fill: true }), 'jpeg')).toEqual({ width: 17, height: 9 });
    expect(readImageSize(jpeg(5, 6, { app: false, sof: 0xc1 }), 'jpeg')).toEqual({ width: 5, height: 6 });
  });

  it('skips DHT (C4), which sits in the SOF range but is not a frame header', () => {
    const dht = [0xff, 0xc4, 0, 5, 0, 0, 0];
    const bytes = jpeg(33, 44);
    const withDht = Uint8Array.from([...bytes.subarray(0, 2), ...dht, ...bytes.subarray(2)]);
    expect(readImageSize(withDht, 'jpeg')).toEqual({ width: 33, height: 44 });
  });

  it('answers null for truncated, frameless or implausible files', () => {
    expect(readImageSize(pngHeader(10, 10).subarray(0, 20), 'png')).toBeNull();
    expect(readImageSize(pngHeader(0, 10), 'png')).toBeNull();
    expect(readImageSize(pngHeader(MAX_IMAGE_SIDE + 1, 10), 'png')).toBeNull();
    expect(readImageSize(pngHeader(2 ** 32 - 1, 10), 'png')).toBeNull();
    expect(readImageSize(gif('89a', 1, 1).subarray(0, 8), 'gif')).toBeNull();
    expect(readImageSize(Uint8Array.from([0xff, 0xd8, 0xff, 0xda, 0, 2]), 'jpeg')).toBeNull();
    expect(readImageSize(jpeg(10, 10).subarray(0, 24), 'jpeg')).toBeNull();
    expect(readImageSize(Uint8Array.from([0xff, 0xd8, 0x00, 0x00]), 'jpeg')).toBeNull();
    expect(readImageSize(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]), 'jpeg')).toBeNull();
  });
});

describe('filenames', () => {
  it('maps extensions to formats, case-insensitively', () => {
    expect(extensionKind('photo.JPG')).toBe('jpeg');
    expect(extensionKind('photo.jpeg')).toBe('jpeg');
    expect(extensionKind('a.b.png')).toBe('png');
    expect(extensionKind('anim.gif')).toBe('gif');
    expect(extensionKind('vector.svg')).toBeNull();
    expect(extensionKind('png')).toBeNull();
  });

  it('makes names safe for URLs and downloads', () => {
    expect(safeImageFilename('Été Photo (1).JPG')).toBe('ete-photo-1.jpg');
    expect(safeImageFilename('../../etc/passwd.png')).toBe('etc-passwd.png');
    expect(safeImageFilename('<script>.gif')).toBe('script.gif');
    expect(safeImageFilename('👩‍👩‍👧.png')).toBe('image.png');
    expect(safeImageFilename(`${'a'.repeat(300)}.png`)).toBe(`${'a'.repeat(80)}.png`);
  });
});
