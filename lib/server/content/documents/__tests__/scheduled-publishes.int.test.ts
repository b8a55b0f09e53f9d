import type { DatabaseHandle } from '@/lib/db/client';
import { DEMO } from '@/lib/db/seed/demo';
import { getDocumentState } from '@/lib/server/content/documents/read-document';
import { saveDraft, scheduleDraft } from '@/lib/server/content/documents/write-document';
import { findInfoPage } from '@/lib/server/content/pages';
import { findShopBySlug } from '@/lib/server/shop/get-shop';
import { revalidatedTags } from '@/lib/testing/next-cache-stub';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { publishDueDocuments } from '../scheduler';
import { startSchedulerTimer } from '../scheduler-timer';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createSeededTestDatabase();
});
afterAll(() => handle.close());

describe('the scheduler timer', () => {
  it('publishes the drafts that are due and revalidates their pages, once', async () => {
    const shop = (await findShopBySlug(DEMO.shops.demo.slug))!;
    const target = { kind: 'page' as const, id: (await findInfoPage(shop, 'en', DEMO.pages.about.en))!.id };
    const { version } = await getDocumentState(shop, target, 'en');
    const saved = await saveDraft(shop, target, 'en', { baseVersion: version, content: { version: 1, blocks: [{ _id: 's', type: 'text', data: { content: '<p>Soon</p>' } }] } }, null);
    // Scheduled a minute ago for a second ago: due now, without waiting.
    await scheduleDraft(shop, target, { baseVersion: saved.version, publishAt: new Date(Date.now() - 1000) }, null, new Date(Date.now() - 60_000));

    revalidatedTags.length = 0;
    const runs: unknown[] = [];
    const stop = startSchedulerTimer({ SCHEDULER_INTERVAL_MS: '1000' } as Partial<NodeJS.ProcessEnv> as NodeJS.ProcessEnv, async () => {
      runs.push(await publishDueDocuments());
    });
    while (runs.length < 2) await new Promise((resolve) => setTimeout(resolve, 100));
    await stop();
    expect(runs).toEqual([[{ shopSlug: 'demo', target, locale: null, shellChanged: false }], []]);
    expect(revalidatedTags).toEqual([`document:demo:page:${target.id}`]);
    expect((await getDocumentState(shop, target, 'en')).published).toEqual([{ _id: 's', type: 'text', data: { content: '<p>Soon</p>' } }]);
  });
});
