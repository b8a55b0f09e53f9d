import { DEMO } from '@/lib/db/seed/demo';
import type { DatabaseHandle } from '@/lib/db/client';
import { revalidatedTags } from '@/lib/testing/next-cache-stub';
import { callRoute } from '@/lib/testing/call-route';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { POST as signIn } from '../../auth/sign-in/route';
import { GET as getEmail } from '../email/route';
import { GET as getResellerName } from '../resellerName/route';
import { GET as getShop, PATCH as patchShop } from '../route';
import { GET as getTax } from '../tax/route';
import { GET as getScriptTags } from '../../scriptTags/route';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createSeededTestDatabase();
});
afterAll(() => handle.close());

async function ownerToken(shop: 'demo' | 'beyond') {
  const shopSlug = DEMO.shops[shop].slug;
  const response = await callRoute<{ token: string }>(signIn, {
    method: 'POST', url: `/api/v2/auth/sign-in?shop=${shopSlug}`, body: DEMO.owners[shop],
    headers: { 'x-forwarded-for': `198.51.100.${shop === 'demo' ? 1 : 2}` },
  });
  expect(response.status).toBe(200);
  return response.json.token;
}

describe('shop API', () => {
  it('serves the shop with request-id and x-csrf-token headers', async () => {
    const response = await callRoute<{ title: string; locales: unknown[] }>(getShop, { url: '/api/v2/shop?shop=demo' });
    expect(response.status).toBe(200);
    expect(response.json.title).toBe(DEMO.shops.demo.title);
    expect(response.json.locales).toHaveLength(3);
    expect(response.headers.get('request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get('x-csrf-token')).toBeTruthy();
    expect(response.setCookies['vitrine-csrf']).toBeTruthy();
  });

  it('answers reseller name, tax, email and script tags', async () => {
    expect((await callRoute(getResellerName, { url: '/api/v2/shop/resellerName?shop=demo' })).status).toBe(200);
    expect((await callRoute(getTax, { url: '/api/v2/shop/tax?shop=demo' })).json).toEqual({ rate: 19, rateBasisPoints: 1900, pricesIncludeTax: true });
    expect((await callRoute(getEmail, { url: '/api/v2/shop/email?shop=demo' })).json).toEqual({ email: DEMO.shops.demo.email });
    const tags = await callRoute<{ type: string }[]>(getScriptTags, { url: '/api/v2/scriptTags?shop=demo' });
    expect(tags.json.map((t) => t.type)).toContain('NEWSLETTER');
  });

  it('answers 404 with a JSON message for an unknown shop', async () => {
    const response = await callRoute(getEmail, { url: '/api/v2/shop/email?shop=no-such-shop' });
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ message: 'Shop not found' });
  });

  it('answers 503 for shopper calls to the closed beyond shop, except in preview', async () => {
    const closed = await callRoute(getEmail, { url: '/api/v2/shop/email?shop=beyond-demo' });
    expect(closed.status).toBe(503);
    expect(closed.json).toMatchObject({ message: 'The requested shop is currently closed' });
    expect((await callRoute(getEmail, { url: '/api/v2/shop/email?shop=beyond-demo&preview=1' })).status).toBe(200);
  });

  it('keeps every locale\'s cookie notice texts through a round trip that changes one locale\'s', async () => {
    type Notice = { active: boolean; texts: Record<string, { title?: string; gdprMessageHtml?: string }> };
    const settings = async () => (await callRoute<{ userSettings: { cookieNotice: Notice } }>(getShop, { url: '/api/v2/shop?shop=demo' })).json.userSettings;
    const read = async () => (await settings()).cookieNotice;
    const before = await settings();
    const seeded = before.cookieNotice;
    expect(Object.keys(seeded.texts).sort()).toEqual(['de', 'en', 'fr']);
    expect(seeded.texts.fr!.title).toBe('Nous utilisons des cookies');
    const headers = { authorization: `Bearer ${await ownerToken('demo')}` };
    // What the editor sends after the owner changed the French title (the API replaces the settings whole).
    const changed = { ...seeded, texts: { ...seeded.texts, fr: { ...seeded.texts.fr, title: 'Cookies, oui ou non ?' } } };
    const saved = await callRoute(patchShop, { method: 'PATCH', url: '/api/v2/shop?shop=demo', headers, body: { userSettings: { ...before, cookieNotice: changed } } });
    expect(saved.status).toBe(200);
    const after = await read();
    expect(after.texts.fr).toEqual({ title: 'Cookies, oui ou non ?', gdprMessageHtml: seeded.texts.fr!.gdprMessageHtml });
    expect(after.texts.en).toEqual(seeded.texts.en);
    expect(after.texts.de).toEqual(seeded.texts.de);

    const tooLong = await callRoute<{ errors: { path: string }[] }>(patchShop, {
      method: 'PATCH', url: '/api/v2/shop?shop=demo', headers, body: { userSettings: { cookieNotice: { active: true, texts: { de: { gdprMessageHtml: 'x'.repeat(5001) } } } } },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.errors[0]!.path).toBe('body.userSettings.cookieNotice.texts.de.gdprMessageHtml');
  });

  it('keeps every locale\'s selling point texts through a round trip that changes one locale\'s', async () => {
    type Points = { texts: Record<string, string>; active: boolean }[];
    const read = async () => (await callRoute<{ userSettings: { headerUsps: Points } }>(getShop, { url: '/api/v2/shop?shop=demo' })).json.userSettings.headerUsps;
    const seeded = await read();
    expect(seeded[0]!.texts).toEqual({ en: 'Free shipping from 50 EUR', de: 'Kostenloser Versand ab 50 EUR', fr: 'Livraison gratuite dès 50 EUR' });
    const headers = { authorization: `Bearer ${await ownerToken('demo')}` };
    // What the editor sends after the owner changed the German text of the first point.
    const changed = seeded.map((point, index) => (index === 0 ? { ...point, texts: { ...point.texts, de: 'Versandkostenfrei ab 50 EUR' } } : point));
    const saved = await callRoute(patchShop, { method: 'PATCH', url: '/api/v2/shop?shop=demo', headers, body: { userSettings: { headerUsps: changed } } });
    expect(saved.status).toBe(200);
    const after = await read();
    expect(after[0]!.texts).toEqual({ en: 'Free shipping from 50 EUR', de: 'Versandkostenfrei ab 50 EUR', fr: 'Livraison gratuite dès 50 EUR' });
    expect(after.slice(1)).toEqual(seeded.slice(1));

    const tooLong = await callRoute<{ errors: { path: string }[] }>(patchShop, {
      method: 'PATCH', url: '/api/v2/shop?shop=demo', headers, body: { userSettings: { headerUsps: [{ texts: { fr: 'x'.repeat(201) }, active: true }] } },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.errors[0]!.path).toBe('body.userSettings.headerUsps.0.texts.fr');
  });

  it('merges the user settings\' sections it is sent and keeps the others, also for two writers at once', async () => {
    type Settings = { cookieNotice?: { active: boolean }; socialNetworks?: { name: string; url: string }[]; trustedShopsBadge?: { snippet: string }; headerUsps?: unknown[] };
    const read = async () => (await callRoute<{ userSettings: Settings }>(getShop, { url: '/api/v2/shop?shop=demo' })).json.userSettings;
    const headers = { authorization: `Bearer ${await ownerToken('demo')}` };
    const patch = (userSettings: Settings) => callRoute(patchShop, { method: 'PATCH', url: '/api/v2/shop?shop=demo', headers, body: { userSettings } });
    const before = await read();
    expect(before.headerUsps!.length).toBeGreaterThan(0);

    // Two tabs, each saving its own section: neither puts the other's back as it knew it.
    const networks = [{ name: 'Mastodon', url: 'https://mastodon.social/@corner' }];
    const [first, second] = await Promise.all([patch({ socialNetworks: networks }), patch({ trustedShopsBadge: { snippet: '<p>Trusted</p>' } })]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const after = await read();
    expect(after).toEqual({ ...before, socialNetworks: networks, trustedShopsBadge: { snippet: '<p>Trusted</p>' } });
  });

  it('is a versioned resource: ETag on the owner\'s read, If-Match on writes, 409 with the shop as it is now', async () => {
    type Answer = { title: string; code?: string; currentVersion?: number; current?: { title: string } };
    const headers = { authorization: `Bearer ${await ownerToken('demo')}` };
    const opened = await callRoute<Answer>(getShop, { url: '/api/v2/shop?shop=demo', headers });
    const version = opened.headers.get('etag')!;
    expect(version).toMatch(/^"\d+"$/);
    const patch = (body: object, ifMatch?: string) => callRoute<Answer>(patchShop, {
      method: 'PATCH', url: '/api/v2/shop?shop=demo', body, headers: { ...headers, ...(ifMatch ? { 'if-match': ifMatch } : {}) },
    });
    const first = await patch({ title: 'Corner Shop' }, version);
    expect(first.status).toBe(200);
    const next = first.headers.get('etag')!;
    expect(next).not.toBe(version);
    const stale = await patch({ title: 'Other Shop' }, version);
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ code: 'StaleVersion', currentVersion: Number(JSON.parse(next)), current: { title: 'Corner Shop' } });
    expect(stale.headers.get('etag')).toBe(next);
    expect((await patch({ title: 'Other Shop' }, '12 monkeys')).status).toBe(400);
    // Two writes from the same version: one goes through, the other is told.
    const raced = await Promise.all([patch({ title: 'First' }, next), patch({ title: 'Second' }, next)]);
    expect(raced.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = raced.find((answer) => answer.status === 200)!.json.title;
    expect((await callRoute<Answer>(getShop, { url: '/api/v2/shop?shop=demo' })).json.title).toBe(winner);
    expect((await patch({ title: opened.json.title })).status).toBe(200);
  });

  it('lets the owner change user settings and the default locale, and revalidates shopper pages (a selling point\'s single text of before still taken)', async () => {
    const token = await ownerToken('demo');
    const response = await callRoute<{ defaultLocale: string; userSettings: { headerUsps: unknown[] } }>(patchShop, {
      method: 'PATCH', url: '/api/v2/shop?shop=demo', headers: { authorization: `Bearer ${token}` },
      body: { locale: 'de', userSettings: { headerUsps: [{ text: 'Free returns', active: true }] }, slug: 'taken-over' },
    });
    expect(response.status).toBe(200);
    expect(response.json.defaultLocale).toBe('de');
    expect(response.json.userSettings.headerUsps).toEqual([{ text: 'Free returns', active: true }]);
    expect(revalidatedTags).toContain('shop:demo');
    // Unknown fields (the slug) are ignored, never written.
    expect((await callRoute<{ slug: string }>(getShop, { url: '/api/v2/shop?shop=demo' })).json.slug).toBe('demo');
  });

  it('refuses writes without a token, with a malformed one and with another shop\'s token', async () => {
    const body = { locale: 'en' };
    const url = '/api/v2/shop?shop=demo';
    expect((await callRoute(patchShop, { method: 'PATCH', url, body })).status).toBe(401);
    expect((await callRoute(patchShop, { method: 'PATCH', url, body, headers: { authorization: 'Bearer nonsense' } })).status).toBe(401);
    const beyondToken = await ownerToken('beyond');
    const foreign = await callRoute(patchShop, { method: 'PATCH', url, body, headers: { authorization: `Bearer ${beyondToken}` } });
    expect(foreign.status).toBe(403);
    expect(foreign.json).toMatchObject({ message: 'This token belongs to another shop' });
  });

  it('validates input: unknown locale 422, wrong types 400 with the failing field, bad JSON 400', async () => {
    const token = await ownerToken('demo');
    const headers = { authorization: `Bearer ${token}` };
    const url = '/api/v2/shop?shop=demo';
    const unknownLocale = await callRoute(patchShop, { method: 'PATCH', url, headers, body: { locale: 'xx' } });
    expect(unknownLocale.status).toBe(422);
    const wrongType = await callRoute<{ errors: { path: string }[] }>(patchShop, { method: 'PATCH', url, headers, body: { userSettings: { cookieNotice: { active: 'yes' } } } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.json.errors[0]!.path).toBe('body.userSettings.cookieNotice.active');
    const badJson = await callRoute(patchShop, { method: 'PATCH', url, headers: { ...headers, 'content-type': 'application/json' }, body: '{"locale":' });
    expect(badJson.status).toBe(400);
    expect(badJson.json).toMatchObject({ message: 'Malformed JSON' });
  });

  it('stores social-network links only when they are http(s), mailto, tel or relative (400 otherwise)', async () => {
    const headers = { authorization: `Bearer ${await ownerToken('demo')}` };
    const save = (url: string) => callRoute<{ errors?: { path: string }[]; userSettings: { socialNetworks: unknown[] } }>(patchShop, {
      method: 'PATCH', url: '/api/v2/shop?shop=demo', headers, body: { userSettings: { socialNetworks: [{ name: 'Ours', url }] } },
    });
    for (const url of ['javascript:alert(document.cookie)', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x']) {
      const refused = await save(url);
      expect({ url, status: refused.status, path: refused.json.errors?.[0]?.path }).toEqual({ url, status: 400, path: 'body.userSettings.socialNetworks.0.url' });
    }
    for (const url of ['https://instagram.com/vitrine', 'mailto:hello@example.com', 'tel:+4930123', '/i/about']) {
      const saved = await save(url);
      expect({ url, status: saved.status }).toEqual({ url, status: 200 });
      expect(saved.json.userSettings.socialNetworks).toEqual([{ name: 'Ours', url }]);
    }
  });

  it('refuses a wrong password with 401 and rate-limits repeated sign-ins with 429', async () => {
    const attempt = () => callRoute(signIn, {
      method: 'POST', url: '/api/v2/auth/sign-in?shop=demo', headers: { 'x-forwarded-for': '192.0.2.77' },
      body: { email: DEMO.owners.demo.email, password: 'wrong' },
    });
    expect((await attempt()).status).toBe(401);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await attempt()).status);
    expect(statuses).toContain(429);
    const limited = await attempt();
    expect(limited.json).toMatchObject({ message: expect.any(String) });
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
