import type { DatabaseHandle } from '@/lib/db/client';
import { DEMO } from '@/lib/db/seed/demo';
import { schedulerToken } from '@/lib/http/scheduled-publishes';
import { getDocumentState } from '@/lib/server/content/documents/read-document';
import { saveDraft, scheduleDraft } from '@/lib/server/content/documents/write-document';
import { findInfoPage } from '@/lib/server/content/pages';
import { getServerSecret } from '@/lib/server/security/secret';
import { findShopBySlug } from '@/lib/server/shop/get-shop';
import { callRoute } from '@/lib/testing/call-route';
import { revalidatedTags } from '@/lib/testing/next-cache-stub';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { POST } from '../route';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createSeededTestDatabase();
});
afterAll(() => handle.close());

const trigger = (authorization?: string) =>
  callRoute<{ published?: { shopSlug: string }[]; message?: string }>(POST, {
    method: 'POST', url: '/api/internal/scheduled-publishes', headers: authorization ? { authorization } : {},
  });

describe('POST /api/internal/scheduled-publishes', () => {
  it('refuses callers without the scheduler token', async () => {
    expect((await trigger()).status).toBe(401);
    expect((await trigger('Bearer not-the-token')).status).toBe(401);
  });

  it('publishes the drafts that are due and revalidates their pages, once', async () => {
    const shop = (await findShopBySlug(DEMO.shops.demo.slug))!;
    const target = { kind: 'page' as const, id: (await findInfoPage(shop, 'en', DEMO.pages.about.en))!.id };
    const { version } = await getDocumentState(shop, target, 'en');
    const saved = await saveDraft(shop, target, 'en', { baseVersion: version, content: { version: 1, blocks: [{ _id: 's', type: 'text', data: { content: '<p>Soon</p>' } }] } }, null);
    // Scheduled a minute ago for a second ago: due now, without waiting.
    await scheduleDraft(shop, target, { baseVersion: saved.version, publishAt: new Date(Date.now() - 1000) }, null, new Date(Date.now() - 60_000));

    revalidatedTags.length = 0;
    const token = `Bearer ${schedulerToken(await getServerSecret())}`;
    const first = await trigger(token);
    expect(first.status).toBe(200);
    expect(first.json.published).toEqual([{ shopSlug: 'demo', target }]);
    expect(revalidatedTags).toEqual([`document:demo:page:${target.id}`]);
    expect((await getDocumentState(shop, target, 'en')).published).toEqual([{ _id: 's', type: 'text', data: { content: '<p>Soon</p>' } }]);
    expect((await trigger(token)).json.published).toEqual([]);
  });
});
