import type { DatabaseHandle } from '@/lib/db/client';
import { DEMO } from '@/lib/db/seed/demo';
import { callRoute } from '@/lib/testing/call-route';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { PATCH as patchCategory } from '@/app/api/v2/categories/[id]/route';
import { PUT as saveDraft } from '@/app/api/v2/documents/[kind]/[id]/draft/route';
import { POST as publish } from '@/app/api/v2/documents/[kind]/[id]/publish/route';
import { GET as getDocument } from '@/app/api/v2/documents/[kind]/[id]/route';
import { GET as getMain } from '@/app/api/v2/navigation/main/route';
import { GET as getPage } from '@/app/api/v2/pages/[slug]/route';
import { signInOwners, type OwnerHeaders } from '@/app/api/v2/pages/__tests__/owner-session';
import { settleHttpCachePurges } from '../purge';
import { startPurgeSink } from './purge-sink';

// The writes that change what shoppers see purge the HTTP cache in front, through both ways they
// revalidate: a service's own revalidateTags (publish) and an endpoint's `revalidates` (handle()).
// Jest runs no Next.js request, so the purge goes out at once instead of after the answer.

let handle: DatabaseHandle;
let owner: OwnerHeaders;
let sink: Awaited<ReturnType<typeof startPurgeSink>>;
const saved = process.env.HTTP_CACHE_PURGE_URL;

beforeAll(async () => {
  handle = await createSeededTestDatabase();
  owner = await signInOwners('198.51.100.71');
  sink = await startPurgeSink();
  process.env.HTTP_CACHE_PURGE_URL = sink.url;
});
afterAll(async () => {
  if (saved === undefined) delete process.env.HTTP_CACHE_PURGE_URL;
  else process.env.HTTP_CACHE_PURGE_URL = saved;
  await sink.stop();
  await handle.close();
});
/** The purges the cache got since the last look. */
const sent = async () => {
  await settleHttpCachePurges();
  return sink.received.splice(0);
};

it('purges the page a publish changes, and nothing for a draft', async () => {
  const slug = DEMO.pages.about.en;
  const pageId = (await callRoute<{ id: string }>(getPage, { url: `/api/v2/pages/${slug}?shop=demo`, params: { slug } })).json.id;
  const params = { kind: 'page', id: pageId };
  const url = (rest: string) => `/api/v2/documents/page/${pageId}${rest}?shop=demo`;
  const { version } = (await callRoute<{ version: number }>(getDocument, { url: url(''), params, headers: owner.demo })).json;

  const draft = await callRoute<{ version: number }>(saveDraft, {
    method: 'PUT', url: url('/draft'), params, headers: owner.demo,
    body: { baseVersion: version, content: { version: 1, blocks: [{ _id: 't-1', type: 'text', data: { content: '<p>Now</p>' } }] } },
  });
  expect(draft.status).toBe(200);
  expect(await sent()).toEqual([]);

  const published = await callRoute(publish, { method: 'POST', url: url('/publish'), params, headers: owner.demo, body: { baseVersion: draft.json.version } });
  expect(published.status).toBe(200);
  expect(await sent()).toEqual([{ method: 'PURGE', url: '/', keys: `document:demo:page:${pageId}` }]);
});

it("purges every tag a write revalidates in one request, for the owner's shop only", async () => {
  const main = (await callRoute<{ slug: string; categoryId: string | null }[]>(getMain, { url: '/api/v2/navigation/main?shop=demo' })).json;
  const id = main.find((item) => item.slug === DEMO.categories.clothing.en)!.categoryId!;
  const renamed = await callRoute(patchCategory, { method: 'PATCH', url: `/api/v2/categories/${id}?shop=demo`, params: { id }, body: { title: 'Garments' }, headers: owner.demo });
  expect(renamed.status).toBe(200);
  // A new title changes the category's own pages and what names it, not the whole catalogue (catalog-tags.ts).
  expect(await sent()).toEqual([{ method: 'PURGE', url: '/', keys: `category:demo:${id} catalog-entities:demo` }]);

  const refused = await callRoute(patchCategory, { method: 'PATCH', url: `/api/v2/categories/${id}?shop=demo`, params: { id }, body: { title: 'x' }, headers: owner.beyond });
  expect(refused.status).toBe(403);
  expect(await sent()).toEqual([]);
});
