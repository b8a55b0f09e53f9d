import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/db/client';
import { productCategories } from '@/lib/db/schema';
import { DEMO } from '@/lib/db/seed/demo';
import { TAGS } from '@/lib/server/cache-tags';
import { callRoute } from '@/lib/testing/call-route';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { checkoutMethodIds, productIdBySku, readyShopper } from '@/app/api/v2/cart/__tests__/shopper';
import { POST as placeOrder } from '@/app/api/v2/cart/place-order/route';
import { PATCH as patchCategory } from '@/app/api/v2/categories/[id]/route';
import { PUT as saveDraft } from '@/app/api/v2/documents/[kind]/[id]/draft/route';
import { POST as publish } from '@/app/api/v2/documents/[kind]/[id]/publish/route';
import { GET as getDocument } from '@/app/api/v2/documents/[kind]/[id]/route';
import { GET as getMain, PUT as putMain } from '@/app/api/v2/navigation/main/route';
import { GET as getPage } from '@/app/api/v2/pages/[slug]/route';
import { signInOwners, type OwnerHeaders } from '@/app/api/v2/pages/__tests__/owner-session';
import { PATCH as patchShop } from '@/app/api/v2/shop/route';
import { settleHttpCachePurges } from '../purge';
import { purgeSinkForSuite } from './purge-sink';

// The writes that change what shoppers see purge the HTTP cache in front with the tags their service
// names through lib/server/cache-tags.ts: a catalogue entity's change its own, never the whole catalogue.
// Jest runs no Next.js request, so the purge goes out at once instead of after the answer.

let handle: DatabaseHandle;
let owner: OwnerHeaders;
const sink = purgeSinkForSuite();

beforeAll(async () => {
  handle = await createSeededTestDatabase();
  owner = await signInOwners('198.51.100.71');
});
afterAll(() => handle.close());
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
  expect(await sent()).toEqual([{ method: 'PURGE', url: '/', keys: TAGS.document('demo', 'page', pageId) }]);
});

/** The id of a category in the demo's main menu. */
async function menuCategoryId(slug: string): Promise<string> {
  const main = (await callRoute<{ slug: string; categoryId: string | null }[]>(getMain, { url: '/api/v2/navigation/main?shop=demo' })).json;
  return main.find((item) => item.slug === slug)!.categoryId!;
}

it("purges every tag a write revalidates in one request, for the owner's shop only", async () => {
  const id = await menuCategoryId(DEMO.categories.clothing.en);
  const renamed = await callRoute(patchCategory, { method: 'PATCH', url: `/api/v2/categories/${id}?shop=demo`, params: { id }, body: { title: 'Garments' }, headers: owner.demo });
  expect(renamed.status).toBe(200);
  // A new title changes the category's own pages and what names it, not the whole catalogue (catalog-tags.ts).
  expect(await sent()).toEqual([{ method: 'PURGE', url: '/', keys: `${TAGS.category('demo', id)} ${TAGS.catalogEntities('demo')}` }]);

  const refused = await callRoute(patchCategory, { method: 'PATCH', url: `/api/v2/categories/${id}?shop=demo`, params: { id }, body: { title: 'x' }, headers: owner.beyond });
  expect(refused.status).toBe(403);
  expect(await sent()).toEqual([]);
});

it("purges an ordered product's pages when its stock note changes, and the lists of the categories holding it, never the whole catalogue", async () => {
  const [scarf, mug] = await Promise.all([productIdBySku(DEMO.products.lowStock.sku), productIdBySku(DEMO.products.mug.sku)]);
  const shopper = await readyShopper(await checkoutMethodIds(), 'invoice', scarf, 1);
  await sent();
  const placed = await shopper.call(placeOrder, { method: 'POST', path: '/api/v2/cart/place-order' });
  expect(placed.status).toBe(201);
  // Two left, then one: the note "Only 2 left" changes.
  const listing = await handle.db.select({ id: productCategories.categoryId }).from(productCategories).where(eq(productCategories.productId, scarf));
  expect(listing.length).toBeGreaterThan(0);
  const [purge, ...more] = await sent();
  expect(more).toEqual([]);
  const keys = purge!.keys!.split(' ');
  expect(keys.sort()).toEqual([
    TAGS.product('demo', scarf), ...listing.map(({ id }) => TAGS.categoryProducts('demo', id)), TAGS.catalogEntities('demo'),
  ].sort());
  expect(keys).not.toContain(TAGS.product('demo', mug));
  // The menus name the categories, on every page: their settings did not change.
  for (const { id } of listing) expect(keys).not.toContain(TAGS.category('demo', id));
});

it('purges the shell for shop settings, and for a saved menu each category it hid as well as the menus', async () => {
  const settings = await callRoute(patchShop, { method: 'PATCH', url: '/api/v2/shop?shop=demo', body: { title: 'Demo, renamed' }, headers: owner.demo });
  expect(settings.status).toBe(200);
  expect(await sent()).toEqual([{ method: 'PURGE', url: '/', keys: TAGS.shop('demo') }]);

  type Item = { slug?: string; categoryId: string | null; isVisible: boolean; children: Item[] };
  const asInput = (items: Item[]): object[] => items.map((item) => ({
    ...(item.categoryId ? { categoryId: item.categoryId } : { slug: item.slug }), isVisible: item.isVisible, children: asInput(item.children),
  }));
  const url = '/api/v2/navigation/main?shop=demo';
  const main = (await callRoute<Item[]>(getMain, { url, headers: owner.demo })).json;
  const hidden = main.map((item) => (item.slug === DEMO.categories.clothing.en ? { ...item, isVisible: false } : item));
  const id = await menuCategoryId(DEMO.categories.clothing.en);
  expect((await callRoute(putMain, { method: 'PUT', url, body: asInput(hidden), headers: owner.demo })).status).toBe(200);
  expect((await sent()).map(({ keys }) => keys)).toEqual([
    [TAGS.content('demo'), TAGS.category('demo', id), TAGS.catalogEntities('demo'), TAGS.categoryTree('demo')].join(' '),
  ]);
  // Saved again unchanged: the menus only, no category changed its visibility.
  expect((await callRoute(putMain, { method: 'PUT', url, body: asInput(hidden), headers: owner.demo })).status).toBe(200);
  expect((await sent()).map(({ keys }) => keys)).toEqual([TAGS.content('demo')]);
  expect((await callRoute(putMain, { method: 'PUT', url, body: asInput(main), headers: owner.demo })).status).toBe(200);
});
