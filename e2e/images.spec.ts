// Responsive images: an owner's uploaded PNG reaches shoppers as a srcset of resized AVIF or WebP copies
// from Next's optimizer, smaller than the upload. The page holding it is created for this file and
// deleted afterwards, so the seeded pages stay untouched.

import { crc32, deflateSync } from 'node:zlib';
import { DEMO } from '@/lib/db/seed/demo';
import { test, expect as baseExpect, gotoAndExpectStatus } from './fixtures';

// The first resize of a photo (AVIF above all) takes a while on two shared cores.
const expect = baseExpect.configure({ timeout: 20_000 });

const SHOP = DEMO.shops.demo.slug;
const SLUG = `images-e2e-${Date.now().toString(36)}`;
const WIDTH = 960;
const HEIGHT = 720;
const ALT = 'Uploaded photo';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
  return Buffer.concat([length, Buffer.from(type), data, checksum]);
}

/** A photo-like PNG: smooth colour gradients with a little grain, which PNG compresses badly. */
function photoPng(width: number, height: number): Buffer {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  let seed = 1;
  const grain = () => ((seed = (seed * 1_103_515_245 + 12_345) >>> 0) >>> 24) % 16;
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1); // each row starts with filter type 0
    for (let x = 0; x < width; x += 1) {
      const at = row + 1 + x * 3;
      rows[at] = Math.round((255 * x) / width) ^ grain();
      rows[at + 1] = Math.round((255 * y) / height) ^ grain();
      rows[at + 2] = 128 + grain();
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0)),
  ]);
}

const png = photoPng(WIDTH, HEIGHT);
let auth: Record<string, string> = {};
let mediaUrl = '';
const optimized = (width: number) => `/_next/image?url=${encodeURIComponent(mediaUrl)}&w=${width}&q=75`;

test.beforeAll(async ({ request }) => {
  // The first request of a route compiles it on a development server.
  test.setTimeout(120_000);
  const signIn = await request.post(`/api/v2/auth/sign-in?shop=${SHOP}`, { data: DEMO.owners.demo });
  expect(signIn.status()).toBe(200);
  auth = { authorization: `Bearer ${((await signIn.json()) as { token: string }).token}` };
  const upload = await request.post(`/storage/images/summer-photo.png?shop=${SHOP}`, {
    headers: { ...auth, 'content-type': 'image/png' }, data: png,
  });
  expect(upload.status(), await upload.text()).toBe(201);
  mediaUrl = ((await upload.json()) as { relativeDownloadUrl: string }).relativeDownloadUrl;
  const image = { _id: 'e2e-1', type: 'image', data: { src: mediaUrl, width: WIDTH, height: HEIGHT, alt: ALT } };
  const put = await request.put(`/api/v2/pages/${SLUG}?shop=${SHOP}`, {
    headers: auth, data: { title: 'Uploaded image', type: 'blank', navigation: null, isVisible: true, content: { version: 1, blocks: [image] } },
  });
  expect(put.status(), await put.text()).toBe(201);
});

test.afterAll(async ({ request }) => {
  await request.delete(`/api/v2/pages/${SLUG}?shop=${SHOP}`, { headers: auth });
});

test.describe.configure({ timeout: 90_000 });

test('a shopper gets the uploaded PNG from a srcset of optimized copies, as AVIF', async ({ page }) => {
  const copy = page.waitForResponse((response) => response.url().includes(`/_next/image?url=${encodeURIComponent(mediaUrl)}&`));
  await gotoAndExpectStatus(page, `/i/${SLUG}`, 200);
  const image = page.getByRole('img', { name: ALT });
  await expect(image).toHaveAttribute('srcset', new RegExp(`${literal(optimized(640))} 640w`));
  // The page's first image is its likely largest paint: fetched at once and first, sized by the page's width.
  await expect(image).toHaveAttribute('fetchpriority', 'high');
  await expect(image).not.toHaveAttribute('loading', 'lazy');
  await expect(image).toHaveAttribute('sizes', '(min-width: 76rem) 72rem, 100vw');
  // Width and height reserve the box before the bytes arrive.
  await expect(image).toHaveAttribute('width', String(WIDTH));
  await expect(image).toHaveAttribute('height', String(HEIGHT));
  // Chromium takes AVIF, so the copy it picked from the srcset comes as AVIF.
  const answer = await copy;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/avif');
});

test('the optimizer answers the Accept header with an AVIF or WebP copy smaller than the upload', async ({ request }) => {
  // Wider than the upload: the copy keeps the upload's own 960 pixels, so only the format differs.
  const avif = await request.get(optimized(1080), { headers: { accept: 'image/avif,image/webp,*/*' } });
  expect(avif.status()).toBe(200);
  expect(avif.headers()['content-type']).toBe('image/avif');
  expect((await avif.body()).byteLength).toBeLessThan(png.byteLength / 4);
  const webp = await request.get(optimized(1080), { headers: { accept: 'image/webp,*/*' } });
  expect(webp.status()).toBe(200);
  expect(webp.headers()['content-type']).toBe('image/webp');
  expect((await webp.body()).byteLength).toBeLessThan(png.byteLength / 4);
  // A browser that takes neither gets the upload's own format.
  const plain = await request.get(optimized(640), { headers: { accept: 'image/png,*/*' } });
  expect(plain.headers()['content-type']).toBe('image/png');
});

test('the optimizer fetches nothing but our media', async ({ request }) => {
  const api = await request.get(`/_next/image?url=${encodeURIComponent(`/api/v2/categories?shop=${SHOP}`)}&w=640&q=75`);
  expect(api.status()).toBe(400);
  const query = await request.get(`/_next/image?url=${encodeURIComponent(`${mediaUrl}?v=2`)}&w=640&q=75`);
  expect(query.status()).toBe(400);
});

/** A literal string inside a regular expression. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
