import type { DatabaseHandle } from '@/lib/db/client';
import { DEMO } from '@/lib/db/seed/demo';
import { callRoute } from '@/lib/testing/call-route';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { GET as getMain } from '../navigation/main/route';
import { signInOwners, type OwnerHeaders } from '../pages/__tests__/owner-session';
import { GET as getPage, PUT as putPage } from '../pages/[slug]/route';
import { GET as getShop, PATCH as patchShop } from '../shop/route';

let handle: DatabaseHandle;
let owner: OwnerHeaders;
beforeAll(async () => {
  handle = await createSeededTestDatabase();
  owner = await signInOwners('198.51.100.61');
});
afterAll(() => handle.close());

interface ShopAnswer {
  themeStyleId: string; theme: { name: string; version: string }; themeId: string;
  themeStyle: { id: string; name: string; settings: Record<string, unknown> }; themeSettings: Record<string, unknown>;
  csrfToken: string; mboBaseUrl: string | null; scriptTags: { type: string; url: string }[]; title: string;
}

describe('the spec\'s Shop fields (section 3)', () => {
  it('carries the active theme and style, their settings, the CSRF token and the script tags, keeping the fields before', async () => {
    const response = await callRoute<ShopAnswer>(getShop, { url: '/api/v2/shop?shop=demo' });
    const shop = response.json;
    expect(shop.title).toBe(DEMO.shops.demo.title);
    expect(shop.themeStyle.id).toBe(shop.themeStyleId);
    expect(shop.theme).toEqual({ name: expect.any(String), version: expect.any(String) });
    expect(shop.themeId).toMatch(/^[0-9a-f-]{36}$/);
    expect(shop.themeSettings).toEqual(shop.themeStyle.settings);
    expect(Object.keys(shop.themeSettings).length).toBeGreaterThan(0);
    expect(shop.csrfToken).toBe(response.headers.get('x-csrf-token'));
    expect(shop.scriptTags).toContainEqual({ type: 'NEWSLETTER', url: DEMO.newsletterScriptUrl });
    // Shoppers are not told the back offices.
    expect(shop.mboBaseUrl).toBeNull();
  });

  it('gives the owner the first back office as mboBaseUrl', async () => {
    const origins = ['https://bo.example.com', 'https://other.example.com'];
    const saved = await callRoute<ShopAnswer>(patchShop, { method: 'PATCH', url: '/api/v2/shop?shop=demo', headers: owner.demo, body: { backOfficeOrigins: origins } });
    expect(saved.status).toBe(200);
    expect(saved.json.mboBaseUrl).toBe('https://bo.example.com');
    expect((await callRoute<ShopAnswer>(getShop, { url: '/api/v2/shop?shop=demo', headers: owner.demo })).json.mboBaseUrl).toBe('https://bo.example.com');
    expect((await callRoute<ShopAnswer>(getShop, { url: '/api/v2/shop?shop=demo' })).json.mboBaseUrl).toBeNull();
  });
});

describe('the redirect to the cart after adding (a shop setting)', () => {
  it('is set by the owner in userSettings.addToCart, read back by GET /shop, and refused when not a flag', async () => {
    type Settings = { userSettings: { addToCart?: { redirectToCart: boolean }; cookieNotice?: unknown } };
    const patch = (body: unknown) => callRoute<Settings & { errors?: { path: string }[] }>(patchShop, { method: 'PATCH', url: '/api/v2/shop?shop=demo', headers: owner.demo, body });
    const before = (await callRoute<Settings>(getShop, { url: '/api/v2/shop?shop=demo' })).json.userSettings;
    expect(before.addToCart).toBeUndefined();
    expect((await patch({ userSettings: { addToCart: { redirectToCart: true } } })).status).toBe(200);
    const after = (await callRoute<Settings>(getShop, { url: '/api/v2/shop?shop=demo' })).json.userSettings;
    expect(after.addToCart).toEqual({ redirectToCart: true });
    // The other sections stay.
    expect(after.cookieNotice).toEqual(before.cookieNotice);
    const refused = await patch({ userSettings: { addToCart: { redirectToCart: 'yes' } } });
    expect(refused.status).toBe(400);
    expect(refused.json.errors?.[0]?.path).toMatch(/addToCart/);
  });
});

interface Block { _id: string; type: string; data: Record<string, unknown>; columns?: Block[][] }
interface PageAnswer { categoryId: null; content: { blocks: Block[] } }

describe('the spec\'s Page fields (section 3)', () => {
  const about = DEMO.pages.about.en;
  it('carries categoryId and a multi-column block\'s column count as data.columns', async () => {
    const page = (await callRoute<PageAnswer>(getPage, { url: `/api/v2/pages/${about}?shop=demo`, params: { slug: about } })).json;
    expect(page.categoryId).toBeNull();
    const multi = page.content.blocks.find((block) => block.type === 'multi-column')!;
    expect(multi.data.columns).toBe(multi.columns!.length);
    expect(multi.columns!.length).toBeGreaterThan(1);
  });

  it('derives data.columns on every read: a write that sends it back stores the columns, not the number', async () => {
    const blocks = [{ _id: 'm-1', type: 'multi-column', data: { columns: 5 }, columns: [[], [], []] }];
    const put = await callRoute<PageAnswer>(putPage, {
      method: 'PUT', url: '/api/v2/pages/columns-test?shop=demo', params: { slug: 'columns-test' }, headers: owner.demo,
      body: { title: 'Columns', type: 'blank', content: { version: 1, blocks } },
    });
    expect(put.status).toBe(201);
    expect(put.json.content.blocks[0]!.data).toEqual({ columns: 3 });
  });
});

interface Item { id: string; slug: string; parents: string[]; isCurrentPage: boolean; isInBreadcrumb: boolean; isPreview: boolean; isVisible: boolean; children: Item[] }
const flat = (items: Item[]): Item[] => items.flatMap((item) => [item, ...flat(item.children)]);

describe('the spec\'s Navigation item fields (section 3)', () => {
  it('marks the entries of the page path names and its breadcrumb, with each entry\'s parents', async () => {
    const tShirts = DEMO.categories.tShirts.en;
    const main = (await callRoute<Item[]>(getMain, { url: `/api/v2/navigation/main?shop=demo&path=/c/${tShirts}` })).json;
    const items = flat(main);
    const current = items.filter((item) => item.isCurrentPage);
    expect(current.map((item) => item.slug)).toEqual([tShirts]);
    const breadcrumb = items.filter((item) => item.isInBreadcrumb);
    expect(breadcrumb.map((item) => item.id)).toEqual([...current[0]!.parents, current[0]!.id]);
    expect(breadcrumb[0]!.slug).toBe(DEMO.categories.clothing.en);
    expect(items.every((item) => !item.isPreview)).toBe(true);
  });

  it('marks as preview the entries only the owner sees', async () => {
    const items = flat((await callRoute<Item[]>(getMain, { url: '/api/v2/navigation/main?shop=demo', headers: owner.demo })).json);
    const hidden = items.filter((item) => !item.isVisible);
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden.every((item) => item.isPreview)).toBe(true);
    expect(items.every((item) => !item.isCurrentPage && !item.isInBreadcrumb)).toBe(true);
  });
});
