import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/db/client';
import { media } from '@/lib/db/schema';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { GET as getMedia } from '../../media/[id]/[filename]/route';
import { signInOwners, type OwnerHeaders } from '../../api/v2/pages/__tests__/owner-session';
import { gif, jpeg, png, uploadImage } from './upload-helpers';

let handle: DatabaseHandle;
let owner: OwnerHeaders;
beforeAll(async () => {
  handle = await createSeededTestDatabase({ products: 10 });
  owner = await signInOwners('198.51.100.36');
});
afterAll(() => handle.close());

const send = (filename: string, body: unknown, headers: Record<string, string> = owner.demo) => uploadImage(filename, body, headers);

function multipart(files: { name: string; bytes: Uint8Array }[], fields: Record<string, string> = {}): { body: Uint8Array; type: string } {
  const boundary = '----vitrine-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`));
    parts.push(Buffer.from(file.bytes), Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: new Uint8Array(Buffer.concat(parts)), type: `multipart/form-data; boundary=${boundary}` };
}

describe('POST /storage/images/{filename}', () => {
  it('stores a raw PNG body (201) and serves it under the answered URL', async () => {
    const bytes = png(640, 480);
    const response = await send('Hero Image.PNG', bytes, { ...owner.demo, 'content-type': 'image/png' });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      width: 640, height: 480, metadata: { contentType: 'image/png', byteSize: bytes.byteLength, originalFilename: 'Hero Image.PNG' },
    });
    const match = /^\/media\/([0-9a-f-]{36})\/hero-image\.png$/.exec(response.json.relativeDownloadUrl);
    expect(match).not.toBeNull();
    const served = await getMedia(new Request(`http://localhost${response.json.relativeDownloadUrl}`), { params: Promise.resolve({ id: match![1]!, filename: 'hero-image.png' }) });
    expect(served.headers.get('content-type')).toBe('image/png');
    // Opened on its own, the upload is a document in an opaque origin that can load and run nothing.
    expect(served.headers.get('content-security-policy')).toMatch(/^default-src 'none';.*; sandbox;/);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  });

  it('stores GIF and JPEG files, reading their sizes from their headers', async () => {
    expect((await send('anim.gif', gif(300, 200))).json).toMatchObject({ width: 300, height: 200, metadata: { contentType: 'image/gif' } });
    expect((await send('photo.jpg', jpeg(1024, 768))).json).toMatchObject({ width: 1024, height: 768, metadata: { contentType: 'image/jpeg' } });
    expect((await send('photo.jpeg', jpeg(12, 34))).status).toBe(201);
  });

  it('takes multipart/form-data with exactly one file', async () => {
    const form = multipart([{ name: 'ignored.png', bytes: png(10, 20) }], { note: 'hello' });
    const response = await send('from-form.png', form.body, { ...owner.demo, 'content-type': form.type });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ width: 10, height: 20 });
    const two = multipart([{ name: 'a.png', bytes: png(1, 1) }, { name: 'b.png', bytes: png(1, 1) }]);
    expect((await send('two.png', two.body, { ...owner.demo, 'content-type': two.type })).status).toBe(400);
    const none = multipart([], { note: 'no file' });
    expect((await send('none.png', none.body, { ...owner.demo, 'content-type': none.type })).status).toBe(400);
    expect((await send('broken.png', Buffer.from('not multipart at all'), { ...owner.demo, 'content-type': 'multipart/form-data; boundary=zzz' })).status).toBe(400);
  });

  it('refuses types it does not take, decided by magic bytes, and names that disagree with them (415)', async () => {
    const mismatch = await send('photo.jpg', png(5, 5));
    expect(mismatch.status).toBe(415);
    expect(mismatch.json.code).toBe('UnsupportedMediaType');
    expect((await send('anim.png', gif(5, 5))).status).toBe(415);
    expect((await send('image.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), { ...owner.demo, 'content-type': 'image/png' })).status).toBe(415);
    expect((await send('vector.svg', Buffer.from('<svg/>'))).status).toBe(415);
    expect((await send('image.bmp', png(5, 5))).status).toBe(415);
    expect((await send('noextension', png(5, 5))).status).toBe(415);
    expect((await send('damaged.png', png(5, 5).subarray(0, 20))).status).toBe(415);
  });

  it('refuses files over 10 MB (413): by content-length before reading, and while streaming without one', async () => {
    const tooBig = new Uint8Array(10 * 1024 * 1024 + 1);
    tooBig.set(png(100, 100));
    const streamed = await send('big.png', tooBig);
    expect(streamed.status).toBe(413);
    expect(streamed.json.code).toBe('PayloadTooLarge');
    const declared = await send('big.png', png(1, 1), { ...owner.demo, 'content-length': String(50 * 1024 * 1024) });
    expect(declared.status).toBe(413);
    const exactly = new Uint8Array(10 * 1024 * 1024);
    exactly.set(png(100, 100));
    expect((await send('limit.png', exactly)).status).toBe(201);
  });

  it('refuses an empty body (400) and strangers (401 without a token, 403 with another shop\'s)', async () => {
    expect((await send('empty.png', new Uint8Array(0))).status).toBe(400);
    expect((await send('anon.png', png(1, 1), {})).status).toBe(401);
    expect((await send('foreign.png', png(1, 1), owner.beyond)).status).toBe(403);
    expect((await send('bad\u0000name.png', png(1, 1))).status).toBe(400);
  });

  it('answers 507 while the database\'s disk is full, stores nothing, and keeps serving the images it has', async () => {
    const before = await send('kept.png', png(3, 3));
    const countMedia = async () => (await handle.db.select({ id: media.id }).from(media)).length;
    const stored = await countMedia();
    // What PostgreSQL answers when a write finds no room on its disk (SQLSTATE 53100), raised for media alone.
    await handle.db.execute(sql.raw(`create function media_disk_full() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file: No space left on device' using errcode = 'disk_full'; end $$`));
    await handle.db.execute(sql.raw('create trigger media_disk_full before insert on media for each row execute function media_disk_full()'));
    try {
      const refused = await send('full.png', png(2, 2));
      expect(refused.status).toBe(507);
      expect(refused.json).toMatchObject({ code: 'InsufficientStorage', message: expect.stringMatching(/no room left.*nothing was stored/i) });
      expect(await countMedia()).toBe(stored);
      const [, id] = /^\/media\/([0-9a-f-]{36})\//.exec(before.json.relativeDownloadUrl)!;
      const served = await getMedia(new Request(`http://localhost${before.json.relativeDownloadUrl}`), { params: Promise.resolve({ id: id!, filename: 'kept.png' }) });
      expect(served.status).toBe(200);
    } finally {
      await handle.db.execute(sql.raw('drop trigger media_disk_full on media'));
      await handle.db.execute(sql.raw('drop function media_disk_full()'));
    }
    expect((await send('room-again.png', png(2, 2))).status).toBe(201);
  });
});
