import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/db/client';
import { media } from '@/lib/db/schema';
import { InsufficientStorageError } from '@/lib/server/errors';
import { MediaBucket } from '@/lib/server/media/media-bucket';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { startS3Server, type S3Server } from '@/lib/testing/s3-server';
import { GET as getMedia } from '../../media/[id]/[filename]/route';
import { signInOwners, type OwnerHeaders } from '../../api/v2/pages/__tests__/owner-session';
import { png, uploadImage } from './upload-helpers';

// The app against an S3-compatible server (s3rver) through the real SDK and protocol.
let handle: DatabaseHandle;
let owner: OwnerHeaders;
let s3: S3Server;
const environment = { ...process.env };
beforeAll(async () => {
  s3 = await startS3Server();
  Object.assign(process.env, s3.env);
  handle = await createSeededTestDatabase({ products: 10 });
  owner = await signInOwners('198.51.100.37');
});
afterAll(async () => {
  process.env = environment;
  await s3.stop();
  await handle.close();
});

const idOf = (url: string) => /^\/media\/([0-9a-f-]{36})\//.exec(url)![1]!;
const serve = (url: string) => getMedia(new Request(`http://localhost${url}`), { params: Promise.resolve({ id: idOf(url), filename: 'x' }) });
const countMedia = async () => (await handle.db.select({ id: media.id }).from(media)).length;

describe('uploads on an S3-compatible bucket (MEDIA_S3_BUCKET)', () => {
  it('keeps the bytes in the bucket, not the database, and serves them from there', async () => {
    const bytes = png(320, 200);
    const answer = await uploadImage('Shelf Photo.png', bytes, owner.demo);
    expect(answer.status).toBe(201);
    const [row] = await handle.db.select().from(media).where(eq(media.id, idOf(answer.json.relativeDownloadUrl)));
    expect(row).toMatchObject({ data: null, objectKey: `shops/${row!.shopId}/media/${row!.id}/shelf-photo.png`, width: 320, height: 200 });

    const client = new S3Client({ region: 'us-east-1', endpoint: s3.env.MEDIA_S3_ENDPOINT, forcePathStyle: true });
    const object = await client.send(new GetObjectCommand({ Bucket: s3.env.MEDIA_S3_BUCKET, Key: row!.objectKey! }));
    expect(object.ContentType).toBe('image/png');
    expect(new Uint8Array(await object.Body!.transformToByteArray())).toEqual(bytes);

    const served = await serve(answer.json.relativeDownloadUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  });

  it('answers a missing object as a missing image (404), never a fault', async () => {
    const answer = await uploadImage('gone.png', png(4, 4), owner.demo);
    const id = idOf(answer.json.relativeDownloadUrl);
    await handle.db.update(media).set({ objectKey: `shops/none/media/${id}/gone.png` }).where(eq(media.id, id));
    expect((await serve(answer.json.relativeDownloadUrl)).status).toBe(404);
  });

  it('says 507 when the bucket is full, as MinIO and Ceph answer it', async () => {
    const full: Server = createServer((request, response) => {
      request.resume();
      response.writeHead(507, { 'content-type': 'application/xml' });
      response.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>XMinioStorageFull</Code><Message>Storage backend has reached its minimum free drive threshold.</Message></Error>');
    });
    await new Promise<void>((resolve) => full.listen(0, '127.0.0.1', resolve));
    try {
      const bucket = new MediaBucket({ bucket: 'vitrine-media', region: 'us-east-1', endpoint: `http://127.0.0.1:${(full.address() as AddressInfo).port}`, forcePathStyle: true });
      await expect(bucket.put('shops/x/media/y/full.png', Buffer.from(png(1, 1)), 'image/png')).rejects.toBeInstanceOf(InsufficientStorageError);
    } finally {
      await new Promise((resolve) => full.close(resolve));
    }
  });

  it('refuses an upload with 503 and Retry-After while the bucket is out of reach, and stores nothing', async () => {
    const kept = await uploadImage('kept.png', png(5, 5), owner.demo);
    const stored = await countMedia();
    await s3.stop();
    const refused = await uploadImage('lost.png', png(6, 6), owner.demo);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(refused.json).toMatchObject({ code: 'ServiceUnavailable', message: expect.stringMatching(/could not be reached; nothing was stored/) });
    expect(await countMedia()).toBe(stored);
    const serving = await serve(kept.json.relativeDownloadUrl);
    expect(serving.status).toBe(503);
    expect(serving.headers.get('retry-after')).toBe('5');
  });
});
