import type { DatabaseHandle } from '@/lib/db/client';
import { DEMO } from '@/lib/db/seed/demo';
import { callRoute } from '@/lib/testing/call-route';
import { revalidatedTags } from '@/lib/testing/next-cache-stub';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { signInOwners, type OwnerHeaders } from '../../pages/__tests__/owner-session';
import { GET as getPage, PUT as putPage } from '../../pages/[slug]/route';
import { GET as getFooter, PUT as putFooter } from '../footer/route';
import { GET as getLegal } from '../legal/route';
import { GET as getMain, PUT as putMain } from '../main/route';

interface Item { id: string; type: string; slug: string; title: string; href: string; isVisible: boolean; categoryId: string | null; pageId?: string | null; children: Item[] }
type Input = { slug?: string; categoryId?: string; isVisible: boolean; children?: Input[] };

let handle: DatabaseHandle;
let owner: OwnerHeaders;
beforeAll(async () => {
  handle = await createSeededTestDatabase();
  owner = await signInOwners('198.51.100.31');
});
afterAll(() => handle.close());

const MAIN = '/api/v2/navigation/main?shop=demo';
const FOOTER = '/api/v2/navigation/footer?shop=demo';
const read = async (handler: typeof getMain, url: string, headers?: Record<string, string>) =>
  (await callRoute<Item[]>(handler, { url, headers })).json;
const put = (handler: typeof putMain, url: string, body: unknown, headers: Record<string, string> = owner.demo) =>
  callRoute<Item[] & { message?: string; code?: string; errors?: { path: string }[] }>(handler, { method: 'PUT', url, body, headers });
/** The tree as PUT takes it: only slug or categoryId, isVisible and children. */
const asInput = (items: Item[]): Input[] => items.map((item) => ({
  ...(item.type === 'category' ? { categoryId: item.categoryId! } : { slug: item.slug }), isVisible: item.isVisible, children: asInput(item.children),
}));
const outline = (items: Item[]): unknown[] => items.map((item) => (item.children.length ? [item.slug, outline(item.children)] : item.slug));

describe('GET /navigation', () => {
  it('serves the main menu as a tree: home first, departments with children, category links by id', async () => {
    const main = await read(getMain, MAIN);
    expect(main[0]).toMatchObject({ slug: DEMO.categories.home.en, type: 'category' });
    const clothing = main.find((item) => item.slug === DEMO.categories.clothing.en)!;
    expect(clothing.href).toBe(`/c/${clothing.categoryId}`);
    expect(clothing.children.map((child) => child.slug)).toContain(DEMO.categories.tShirts.en);
    expect(main.at(-1)).toMatchObject({ slug: DEMO.pages.newArrivals.en, type: 'page', href: `/i/${DEMO.pages.newArrivals.en}` });
  });

  it('serves the footer and the legal menu in the request locale', async () => {
    expect((await read(getFooter, FOOTER)).map((item) => item.slug)).toEqual([DEMO.pages.about.en, DEMO.pages.stores.en]);
    expect((await read(getFooter, `${FOOTER}&locale=de`)).map((item) => item.slug)).toEqual([DEMO.pages.about.de, DEMO.pages.stores.de]);
    const legal = await callRoute<{ slug: string; href: string }[]>(getLegal, { url: '/api/v2/navigation/legal?shop=demo' });
    expect(legal.json.map((page) => page.slug)).toEqual(['shipping', 'privacy', 'withdrawal', 'contact', 'tac', 'cookiepolicy']);
    expect(legal.json[0]!.href).toBe('/l/shipping');
  });
});

describe('PUT /navigation/main', () => {
  it('replaces the tree in one go, applies visibility, and revalidates content and the categories it hid', async () => {
    const before = await read(getMain, MAIN, owner.demo);
    const [home, clothing, ...rest] = before;
    // The owner's menu ends with the demo's hidden category; the main-menu page is before it.
    const newArrivals = rest.splice(rest.findIndex((item) => item.slug === DEMO.pages.newArrivals.en), 1)[0]!;
    // New arrivals moves under the first T-shirt category level, clothing becomes hidden, the order changes.
    const tree = [
      { ...asInput([clothing!])[0]!, isVisible: false, children: [...asInput(clothing!.children), { slug: newArrivals.slug, isVisible: true, children: [] }] },
      ...asInput([home!]), ...asInput(rest),
    ];
    revalidatedTags.length = 0;
    const response = await put(putMain, MAIN, tree);
    expect(response.status).toBe(200);
    expect(response.json[0]!.slug).toBe(clothing!.slug);
    expect(response.json[0]!.isVisible).toBe(false);
    expect(response.json[0]!.children.at(-1)!.slug).toBe(newArrivals.slug);
    expect(revalidatedTags).toContain('content:demo');
    // Hiding the department is a change of the category's visibility: its own pages and the tree's shape.
    expect(revalidatedTags).toEqual(expect.arrayContaining([`category:demo:${clothing!.categoryId}`, 'category-tree:demo']));
    expect(revalidatedTags).not.toContain('catalog:demo');

    // Shoppers no longer see the hidden department (nor what hangs under it); the owner does.
    const shopper = await read(getMain, MAIN);
    expect(shopper.map((item) => item.slug)).not.toContain(clothing!.slug);
    expect(outline(await read(getMain, MAIN, owner.demo))).toEqual(outline(response.json));

    // Put it back as it was for the tests that follow.
    expect((await put(putMain, MAIN, asInput(before))).status).toBe(200);
    expect(outline(await read(getMain, MAIN, owner.demo))).toEqual(outline(before));
  });

  it('moves a page out of the footer when it is put into the main menu', async () => {
    const main = asInput(await read(getMain, MAIN, owner.demo));
    const response = await put(putMain, MAIN, [...main, { slug: DEMO.pages.about.en, isVisible: true }]);
    expect(response.status).toBe(200);
    expect(response.json.at(-1)!.slug).toBe(DEMO.pages.about.en);
    expect((await read(getFooter, FOOTER)).map((item) => item.slug)).toEqual([DEMO.pages.stores.en]);
    const page = await callRoute<{ navigation: string }>(getPage, { url: `/api/v2/pages/${DEMO.pages.about.en}?shop=demo`, params: { slug: DEMO.pages.about.en } });
    expect(page.json.navigation).toBe('main');
    // And back into the footer: it leaves the main menu again.
    const footer = await put(putFooter, FOOTER, [{ slug: DEMO.pages.about.en, isVisible: true }, { slug: DEMO.pages.stores.en, isVisible: true }]);
    expect(footer.json.map((item) => item.slug)).toEqual([DEMO.pages.about.en, DEMO.pages.stores.en]);
    expect((await read(getMain, MAIN, owner.demo)).map((item) => item.slug)).not.toContain(DEMO.pages.about.en);
  });

  it('keeps the entries a locale cannot show when that locale saves the menu', async () => {
    // A page written in English only, under Clothing: the German menu has no text for it.
    const clothing = (await read(getMain, MAIN, owner.demo)).find((item) => item.slug === DEMO.categories.clothing.en)!;
    const created = await callRoute(putPage, {
      method: 'PUT', url: '/api/v2/pages/english-only?shop=demo', params: { slug: 'english-only' }, headers: owner.demo,
      body: { title: 'English only', type: 'blank', navigation: 'main', pageParentSlug: clothing.slug },
    });
    expect(created.status).toBe(201);
    const german = await read(getMain, `${MAIN}&locale=de`, owner.demo);
    expect(JSON.stringify(german)).not.toContain('english-only');

    // The German owner reverses their menu: the English page is still in the English one, moved to its end.
    expect((await put(putMain, `${MAIN}&locale=de`, asInput(german).reverse())).status).toBe(200);
    const english = await read(getMain, MAIN, owner.demo);
    expect(english.at(-1)!.slug).toBe('english-only');
    const target = (item: Item) => item.categoryId ?? item.pageId;
    expect(english.slice(0, -1).map(target)).toEqual(german.map(target).reverse());

    // An English save that leaves it out does remove it.
    expect((await put(putMain, MAIN, asInput(english.slice(0, -1)).reverse())).status).toBe(200);
    expect((await read(getMain, MAIN, owner.demo)).map((item) => item.slug)).not.toContain('english-only');
  });

  it('serialises concurrent saves: every one succeeds and the menu is one of them, whole', async () => {
    const before = asInput(await read(getMain, MAIN, owner.demo));
    const variants = [before, [...before].reverse(), before.slice(1), [...before.slice(2), ...before.slice(0, 2)]];
    const answers = await Promise.all([...variants, ...variants].map((tree) => put(putMain, MAIN, tree)));
    expect(answers.map((answer) => answer.status)).toEqual(new Array(8).fill(200));
    const after = outline(await read(getMain, MAIN, owner.demo));
    expect(answers.map((answer) => JSON.stringify(outline(answer.json)))).toContain(JSON.stringify(after));
    expect((await put(putMain, MAIN, before)).status).toBe(200);
  });

  it('is a versioned resource: the owner reads its version as an ETag, a save names it, a stale save is told with the menu as it is now', async () => {
    const opened = await callRoute<Item[]>(getMain, { url: MAIN, headers: owner.demo });
    const version = opened.headers.get('etag');
    expect(version).toMatch(/^"\d+"$/);
    // Shoppers get no version.
    expect((await callRoute(getMain, { url: MAIN })).headers.get('etag')).toBeNull();
    const tree = asInput(opened.json);

    // The first tab saves: the answer's ETag is the new version, shared by both menus.
    const first = await put(putMain, MAIN, [...tree].reverse(), { ...owner.demo, 'if-match': version! });
    expect(first.status).toBe(200);
    const next = first.headers.get('etag')!;
    expect(Number(JSON.parse(next))).toBe(Number(JSON.parse(version!)) + 1);
    expect((await callRoute(getFooter, { url: FOOTER, headers: owner.demo })).headers.get('etag')).toBe(next);

    // The second tab still has the version it opened: told, with the menu as the first tab left it, and nothing written.
    const stale = await callRoute<{ code: string; currentVersion: number; current: Item[] }>(putMain, {
      method: 'PUT', url: MAIN, body: tree, headers: { ...owner.demo, 'if-match': version! },
    });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ code: 'StaleVersion', currentVersion: Number(JSON.parse(next)) });
    expect(stale.headers.get('etag')).toBe(next);
    expect(outline(stale.json.current)).toEqual(outline(first.json));
    expect(outline(await read(getMain, MAIN, owner.demo))).toEqual(outline(first.json));

    // A page created into a menu is a change of the navigation too: a save from before it is stale.
    const created = await callRoute(putPage, {
      method: 'PUT', url: '/api/v2/pages/versioned-page?shop=demo', params: { slug: 'versioned-page' }, headers: owner.demo,
      body: { title: 'Versioned', type: 'blank', navigation: 'footer' },
    });
    expect(created.status).toBe(201);
    expect((await put(putMain, MAIN, tree, { ...owner.demo, 'if-match': next })).status).toBe(409);
    // A write naming no version is accepted, as the spec's clients send none; a malformed one is refused.
    expect((await put(putMain, MAIN, tree, { ...owner.demo, 'if-match': 'W/"3"' })).status).toBe(400);
    expect((await put(putMain, MAIN, tree)).status).toBe(200);
  });

  it('lets exactly one of two saves from the same version through', async () => {
    const opened = await callRoute<Item[]>(getMain, { url: MAIN, headers: owner.demo });
    const headers = { ...owner.demo, 'if-match': opened.headers.get('etag')! };
    const tree = asInput(opened.json);
    const answers = await Promise.all([put(putMain, MAIN, [...tree].reverse(), headers), put(putMain, MAIN, tree.slice(1), headers)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!;
    expect(outline(await read(getMain, MAIN, owner.demo))).toEqual(outline(winner.json));
    expect((await put(putMain, MAIN, tree)).status).toBe(200);
  });

  it('refuses calls without a token (401) and with another shop\'s token (403)', async () => {
    expect((await callRoute(putMain, { method: 'PUT', url: MAIN, body: [] })).status).toBe(401);
    expect((await put(putMain, MAIN, [], owner.beyond)).status).toBe(403);
    expect((await put(putFooter, FOOTER, [], owner.beyond)).status).toBe(403);
  });

  it('refuses trees deeper than 3 levels, entries with both or neither target, and duplicates (400)', async () => {
    const deep = [{ slug: 'a', isVisible: true, children: [{ slug: 'b', isVisible: true, children: [{ slug: 'c', isVisible: true, children: [{ slug: 'd', isVisible: true }] }] }] }];
    const tooDeep = await put(putMain, MAIN, deep);
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.json.errors![0]!.path).toBe('body.0.children.0.children.0.children');
    const both = await put(putMain, MAIN, [{ slug: 'a', categoryId: '00000000-0000-4000-8000-000000000000', isVisible: true }]);
    expect(both.status).toBe(400);
    expect((await put(putMain, MAIN, [{ isVisible: true }])).status).toBe(400);
    expect((await put(putMain, MAIN, [{ categoryId: 'not-a-uuid', isVisible: true }])).status).toBe(400);
    const twice = await put(putMain, MAIN, [{ slug: DEMO.pages.newArrivals.en, isVisible: true }, { slug: DEMO.pages.newArrivals.en, isVisible: true }]);
    expect(twice.status).toBe(400);
    expect(twice.json.errors![0]!.path).toBe('body.1');
  });

  it('keeps the footer flat (400)', async () => {
    const response = await put(putFooter, FOOTER, [{ slug: DEMO.pages.about.en, isVisible: true, children: [{ slug: DEMO.pages.stores.en, isVisible: true }] }]);
    expect(response.status).toBe(400);
    expect(response.json.errors![0]!.path).toBe('body.0.children');
  });

  it('refuses pages and categories this shop does not have (422), leaving the menu unchanged', async () => {
    const before = outline(await read(getMain, MAIN, owner.demo));
    const unknownPage = await put(putMain, MAIN, [{ slug: 'no-such-page', isVisible: true }]);
    expect(unknownPage.status).toBe(422);
    expect(unknownPage.json.code).toBe('UnknownNavigationTarget');
    // A legal page is not a navigation target of main or footer.
    expect((await put(putFooter, FOOTER, [{ slug: 'privacy', isVisible: true }])).status).toBe(422);
    const beyondMain = await read(getMain, '/api/v2/navigation/main?shop=beyond-demo', owner.beyond);
    const foreignCategory = beyondMain.find((item) => item.type === 'category')!.categoryId!;
    expect((await put(putMain, MAIN, [{ categoryId: foreignCategory, isVisible: true }])).status).toBe(422);
    expect(outline(await read(getMain, MAIN, owner.demo))).toEqual(before);
  });
});
