import type { DatabaseHandle } from '@/lib/db/client';
import { DEMO } from '@/lib/db/seed/demo';
import { callRoute } from '@/lib/testing/call-route';
import { revalidatedTags } from '@/lib/testing/next-cache-stub';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { TAGS } from '@/lib/server/cache-tags';
import { getNavigation } from '@/lib/server/content/navigation';
import { findShopBySlug } from '@/lib/server/shop/get-shop';
import { withSiteDrafts } from '@/lib/server/site/with-site-drafts';
import { signInOwners, type OwnerHeaders } from '../../pages/__tests__/owner-session';
import { PUT as putPage } from '../../pages/[slug]/route';
import { GET as getFooter, PUT as putFooter } from '../../navigation/footer/route';
import { GET as getMain, PUT as putMain } from '../../navigation/main/route';
import { GET as getShop, PATCH as patchShop } from '../../shop/route';
import { GET as getSettings, PATCH as patchSettings } from '../../themeStyles/[id]/settings/route';
import { GET as listThemes } from '../../themes/route';
import { PUT as putActive } from '../../themes/active/route';
import { DELETE as discardChanges, GET as listChanges } from '../changes/route';
import { POST as publish } from '../publish/route';
import { GET as listRevisions } from '../revisions/route';

interface Item { type: string; slug: string; isVisible: boolean; categoryId: string | null; children: Item[] }
type Input = { slug?: string; categoryId?: string; isVisible: boolean; children: Input[] };
interface Theme { themeId: string; name: string; styles: { themeStyleId: string; name: string; isActive: boolean }[] }
type Answer = Record<string, unknown> & { code?: string; changes?: unknown[] };

let handle: DatabaseHandle;
let owner: OwnerHeaders;
beforeAll(async () => {
  handle = await createSeededTestDatabase();
  owner = await signInOwners('198.51.100.41');
});
afterAll(() => handle.close());

const MAIN = '/api/v2/navigation/main?shop=demo';
const asInput = (items: Item[]): Input[] => items.map((item) => ({
  ...(item.type === 'category' ? { categoryId: item.categoryId! } : { slug: item.slug }), isVisible: item.isVisible, children: asInput(item.children),
}));
const slugs = (items: Item[]) => items.map((item) => item.slug);
const shopperShop = async () => (await callRoute<{ title: string; userSettings: Record<string, unknown> }>(getShop, { url: '/api/v2/shop?shop=demo' })).json;
const shopperMain = async () => (await callRoute<Item[]>(getMain, { url: MAIN })).json;
const ownerMain = async () => (await callRoute<Item[]>(getMain, { url: MAIN, headers: owner.demo })).json;
const changes = async () => (await callRoute<{ changes: Answer[] }>(listChanges, { url: '/api/v2/site/changes?shop=demo', headers: owner.demo })).json.changes;
const patchDraft = (body: object, headers: Record<string, string> = owner.demo) =>
  callRoute<Answer & { title: string }>(patchShop, { method: 'PATCH', url: '/api/v2/shop?shop=demo', body: { ...body, draft: true }, headers });
const publishAll = (headers: Record<string, string> = owner.demo) =>
  callRoute<Answer>(publish, { method: 'POST', url: '/api/v2/site/publish?shop=demo', headers });
/** The main menu as the editor shows it: with the site draft. */
const editorMain = async () => getNavigation(await withSiteDrafts((await findShopBySlug('demo'))!), 'en', 'main', { includeHidden: true }) as Promise<Item[]>;
const themes = async () => (await callRoute<Theme[]>(listThemes, { url: '/api/v2/themes?shop=demo' })).json;

describe('site changes: drafts of the shop settings, the menus and the theme, published together', () => {
  it('keeps shop settings changed with draft for the editor only, and drops a change put back', async () => {
    const live = await shopperShop();
    const saved = await patchDraft({ title: 'Corner Shop', userSettings: { headerUsps: [{ text: 'Free returns', active: true }] } });
    expect(saved.status).toBe(200);
    expect(saved.json.title).toBe('Corner Shop');
    expect(saved.headers.get('etag')).toMatch(/^"\d+"$/);
    expect((await shopperShop()).title).toBe(live.title);
    expect(await changes()).toEqual([{ resource: 'shop-settings', fields: ['title', 'userSettings.headerUsps'] }]);
    // The title put back to the live one is no change any more; the selling points still are.
    expect((await patchDraft({ title: live.title })).status).toBe(200);
    expect(await changes()).toEqual([{ resource: 'shop-settings', fields: ['userSettings.headerUsps'] }]);
    expect((await patchDraft({ title: 'Corner Shop' })).status).toBe(200);
  });

  it('refuses a draft on a stale version with 409, and a shopper or another shop\'s owner', async () => {
    const stale = await patchDraft({ email: 'shop@example.com' }, { ...owner.demo, 'if-match': '"1"' });
    expect(stale.status).toBe(409);
    expect(stale.json.code).toBe('StaleVersion');
    expect((await callRoute(listChanges, { url: '/api/v2/site/changes?shop=demo' })).status).toBe(401);
    expect((await callRoute(listChanges, { url: '/api/v2/site/changes?shop=demo', headers: owner.beyond })).status).toBe(403);
    expect((await publishAll(owner.beyond)).status).toBe(403);
  });

  it('keeps a menu arranged with draft=true for the editor; a page created meanwhile joins it', async () => {
    const live = await ownerMain();
    const shoppers = slugs(await shopperMain());
    const reversed = [...asInput(live)].reverse();
    const saved = await callRoute<Item[]>(putMain, { method: 'PUT', url: `${MAIN}&draft=true`, body: reversed, headers: owner.demo });
    expect(saved.status).toBe(200);
    expect(slugs(saved.json)).toEqual(slugs(live).reverse());
    expect(slugs(await shopperMain())).toEqual(shoppers);
    // A page created into the main menu while the draft waits is at the end of the drafted menu.
    const created = await callRoute(putPage, {
      method: 'PUT', url: '/api/v2/pages/site-draft-page?shop=demo', params: { slug: 'site-draft-page' }, headers: owner.demo,
      body: { title: 'Site draft page', type: 'blank', navigation: 'main', isVisible: true },
    });
    expect(created.status).toBeLessThan(300);
    expect(slugs(await editorMain())).toEqual([...slugs(live).reverse(), 'site-draft-page']);
    // The owner's API read is the live menu, with the new page at its end.
    expect(slugs(await ownerMain())).toEqual([...slugs(live), 'site-draft-page']);
    expect((await changes()).map((change) => change.resource)).toEqual(['shop-settings', 'navigation']);
  });

  it('keeps theme settings and the choice of style for the editor', async () => {
    const list = await themes();
    const aurora = list.find((theme) => theme.name === 'aurora')!;
    const daylight = aurora.styles.find((style) => style.name === 'daylight')!;
    const midnight = aurora.styles.find((style) => style.name === 'midnight')!;
    const patched = await callRoute<Answer>(patchSettings, {
      method: 'PATCH', url: `/api/v2/themeStyles/${daylight.themeStyleId}/settings?shop=demo`, params: { id: daylight.themeStyleId },
      body: { settings: { primaryColor: '#aa3300' }, draft: true }, headers: owner.demo,
    });
    expect(patched.status).toBe(200);
    expect(patched.json.primaryColor).toBe('#aa3300');
    const liveSettings = await callRoute<Answer>(getSettings, { url: `/api/v2/themeStyles/${daylight.themeStyleId}/settings?shop=demo`, params: { id: daylight.themeStyleId } });
    expect(liveSettings.json.primaryColor).toBe('#2f6fb5');
    const chosen = await callRoute<Theme[]>(putActive, {
      method: 'PUT', url: '/api/v2/themes/active?shop=demo', body: { themeId: aurora.themeId, themeStyleId: midnight.themeStyleId, draft: true }, headers: owner.demo,
    });
    expect(chosen.status).toBe(200);
    expect(chosen.json.find((theme) => theme.name === 'aurora')!.styles.find((style) => style.name === 'midnight')!.isActive).toBe(true);
    expect((await themes()).find((theme) => theme.name === 'aurora')!.styles.find((style) => style.name === 'daylight')!.isActive).toBe(true);
    expect(await changes()).toEqual([
      { resource: 'shop-settings', fields: ['title', 'userSettings.headerUsps'] },
      { resource: 'navigation', menus: ['main'] },
      { resource: 'active-theme-style', themeStyleId: midnight.themeStyleId, styleTitle: 'Midnight' },
      { resource: 'theme-settings', themeStyleId: daylight.themeStyleId, styleTitle: 'Daylight', settings: ['primaryColor'] },
    ]);
  });

  it('publishes every waiting change together, records a site revision and refreshes the shop\'s pages', async () => {
    const expected = await editorMain();
    revalidatedTags.length = 0;
    const published = await publishAll();
    expect(published.status).toBe(200);
    expect(published.json.changes).toHaveLength(4);
    expect(published.json.publishedBy).toBe(DEMO.owners.demo.email);
    expect(revalidatedTags).toEqual(expect.arrayContaining([TAGS.shop('demo'), TAGS.content('demo')]));
    const live = await shopperShop();
    expect(live.title).toBe('Corner Shop');
    expect(live.userSettings.headerUsps).toEqual([{ text: 'Free returns', active: true }]);
    expect(slugs(await ownerMain())).toEqual(slugs(expected));
    expect((await themes()).find((theme) => theme.name === 'aurora')!.styles.find((style) => style.name === 'midnight')!.isActive).toBe(true);
    expect(await changes()).toEqual([]);
    const revisions = await callRoute<Answer[]>(listRevisions, { url: '/api/v2/site/revisions?shop=demo', headers: owner.demo });
    expect(revisions.json).toHaveLength(1);
    expect(revisions.json[0]!.changes).toEqual(published.json.changes);
    const again = await publishAll();
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('NothingToPublish');
  });

  it('discards every waiting change: shoppers and the editor keep what is live', async () => {
    const footer = (await callRoute<Item[]>(getFooter, { url: '/api/v2/navigation/footer?shop=demo', headers: owner.demo })).json;
    const hidden = asInput(footer).map((entry) => ({ ...entry, isVisible: false }));
    const saved = await callRoute<Item[]>(putFooter, { method: 'PUT', url: '/api/v2/navigation/footer?shop=demo&draft=true', body: hidden, headers: owner.demo });
    expect(saved.json.every((item) => !item.isVisible)).toBe(true);
    expect(await changes()).toEqual([{ resource: 'navigation', menus: ['footer'] }]);
    const discarded = await callRoute<Answer>(discardChanges, { method: 'DELETE', url: '/api/v2/site/changes?shop=demo', headers: owner.demo });
    expect(discarded.status).toBe(200);
    expect(await changes()).toEqual([]);
    const after = (await callRoute<Item[]>(getFooter, { url: '/api/v2/navigation/footer?shop=demo', headers: owner.demo })).json;
    expect(after.map((item) => item.isVisible)).toEqual(footer.map((item) => item.isVisible));
  });

  it('never publishes the same changes twice when two publishes race, and loses no draft saved during one', async () => {
    expect((await patchDraft({ userSettings: { socialNetworks: [{ name: 'Mastodon', url: 'https://example.social/@demo' }] } })).status).toBe(200);
    const before = (await callRoute<Answer[]>(listRevisions, { url: '/api/v2/site/revisions?shop=demo', headers: owner.demo })).json.length;
    const [first, second, saved] = await Promise.all([publishAll(), publishAll(), patchDraft({ email: 'raced@example.com' })]);
    expect(saved.status).toBe(200);
    // A publish either made changes live or was refused for what it was shown: never both made live twice.
    const published = [first, second].filter((answer) => answer.status === 200);
    for (const refused of [first, second].filter((answer) => answer.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(['NothingToPublish', 'SiteChangesChanged']).toContain(refused.json.code);
    }
    const after = (await callRoute<Answer[]>(listRevisions, { url: '/api/v2/site/revisions?shop=demo', headers: owner.demo })).json.length;
    expect(after).toBe(before + published.length);
    // Each draft was either published or still waits: never lost.
    const live = await shopperShop() as { email?: string; userSettings: Record<string, unknown> };
    const waiting = (await changes()).flatMap((change) => (change.fields as string[] | undefined) ?? []);
    expect(live.email === 'raced@example.com' || waiting.includes('email')).toBe(true);
    expect(JSON.stringify(live.userSettings.socialNetworks).includes('Mastodon') || waiting.includes('userSettings.socialNetworks')).toBe(true);
  });
});
