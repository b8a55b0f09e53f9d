import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The S3-compatible server of the tests (s3rver: the S3 REST protocol over a folder). */
export interface S3Server {
  /** MEDIA_S3_* and the credentials that point the app at it. */
  env: Record<string, string>;
  /** Stops it and removes its folder. */
  stop(): Promise<void>;
}

/** Starts s3rver on a free port with one empty bucket. */
export async function startS3Server(bucket = 'vitrine-media'): Promise<S3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'vitrine-s3-'));
  const { default: S3rver } = await import('s3rver');
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  let running = true;
  return {
    env: {
      MEDIA_S3_BUCKET: bucket,
      MEDIA_S3_ENDPOINT: `http://127.0.0.1:${port}`,
      MEDIA_S3_FORCE_PATH_STYLE: '1',
      // s3rver's fixed credentials; it checks the signature as S3 does.
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async stop() {
      if (!running) return;
      running = false;
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
