/** @jest-environment node */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildFingerprint } from '../build-fingerprint.mjs';

let root: string;
const write = async (path: string, content: string) => {
  await mkdir(join(root, path, '..'), { recursive: true });
  await writeFile(join(root, path), content);
};
const env = { NODE_ENV: 'production' };

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'vitrine-fingerprint-'));
  await write('app/page.tsx', 'export default function Page() {}');
  await write('lib/money.ts', 'export const cents = 100;');
  await write('next.config.mjs', 'export default {};');
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('the build fingerprint', () => {
  it('stays the same for the same sources and settings', async () => {
    expect(await buildFingerprint(root, env)).toBe(await buildFingerprint(root, { ...env, SMTP_URL: 'smtp://mail', PGLITE_DIR: '/tmp/x' }));
  });

  it.each([
    ['a source changes', () => write('lib/money.ts', 'export const cents = 101;')],
    ['a source is added', () => write('components/cart/cart.tsx', 'export {};')],
    ['the config changes', () => write('next.config.mjs', 'export default { poweredByHeader: false };')],
    ['a message changes', () => write('messages/en.json', '{}')],
  ])('changes when %s', async (_, change) => {
    const before = await buildFingerprint(root, env);
    await change();
    expect(await buildFingerprint(root, env)).not.toBe(before);
  });

  it('changes with a build-time setting and a public value, not with a runtime one', async () => {
    const before = await buildFingerprint(root, env);
    expect(await buildFingerprint(root, { ...env, DEFAULT_SHOP: 'beyond-demo' })).not.toBe(before);
    expect(await buildFingerprint(root, { ...env, NEXT_PUBLIC_SENTRY: 'x' })).not.toBe(before);
    expect(await buildFingerprint(root, { ...env, NODE_ENV: 'development' })).not.toBe(before);
    expect(await buildFingerprint(root, { ...env, DATABASE_URL: 'postgres://db' })).toBe(before);
  });

  it('leaves out tests and uploads, which are not built', async () => {
    const before = await buildFingerprint(root, env);
    await write('lib/__tests__/money.test.ts', 'test');
    await write('app/api/x.int.test.ts', 'test');
    await write('public/media/uploads/photo.png', 'png');
    expect(await buildFingerprint(root, env)).toBe(before);
  });
});
