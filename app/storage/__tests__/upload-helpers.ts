import { callRoute } from '@/lib/testing/call-route';
import { POST as upload } from '../images/[filename]/route';

interface Uploaded { relativeDownloadUrl: string; width: number; height: number; metadata: { contentType: string; byteSize: number; originalFilename: string } }
export type Answer = Uploaded & { message?: string; code?: string };

const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
/** The smallest files each format's reader takes: a signature and the header with the dimensions. */
export const png = (width: number, height: number, tail = 16) => Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...u32(13), ...Buffer.from('IHDR'), ...u32(width), ...u32(height), 8, 6, 0, 0, 0,
  ...new Array<number>(tail).fill(0),
]);
export const gif = (width: number, height: number) => Uint8Array.from([...Buffer.from('GIF89a'), width & 255, width >> 8, height & 255, height >> 8, 0, 0, 0, 0x3b]);
export const jpeg = (width: number, height: number) => Uint8Array.from([
  0xff, 0xd8, 0xff, 0xe0, 0, 16, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0,
  0xff, 0xc0, 0, 11, 8, height >> 8, height & 255, width >> 8, width & 255, 1, 1, 0x11, 0, 0xff, 0xd9,
]);

/** POST /storage/images/{filename} of the demo shop with these headers (an owner's, or none). */
export const uploadImage = (filename: string, body: unknown, headers: Record<string, string>) =>
  callRoute<Answer>(upload, { method: 'POST', url: `/storage/images/${encodeURIComponent(filename)}?shop=demo`, params: { filename }, body, headers });
