import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/db/client';
import { shopLocales, shops } from '@/lib/db/schema';
import { createTestDatabase } from '@/lib/db/testing';
import { findShopBySlug } from '@/lib/server/shop/get-shop';
import { callRoute } from '@/lib/testing/call-route';
import { GET } from '../route';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  const shop = { title: 'Shop', email: 'owner@example.com', defaultLocale: 'en', baseUrl: 'http://localhost:3000' };
  const [, framed] = await handle.db.insert(shops).values([
    { ...shop, slug: 'plain' },
    // Written by hand: a wildcard, a path, plain http and a second directive must not count.
    { ...shop, slug: 'framed', backOfficeOrigins: [' HTTPS://BO.Example.com ', '*', 'https://bo.example.com/admin', 'http://bo.example.com', 'https://a.example.org; script-src *', 'https://admin.example.org:8443'] },
  ]).returning({ id: shops.id });
  // A hidden language is not one shoppers see.
  await handle.db.insert(shopLocales).values([
    { shopId: framed!.id, locale: 'en', position: 0 },
    { shopId: framed!.id, locale: 'de', position: 1 },
    { shopId: framed!.id, locale: 'it', isVisible: false, position: 2 },
  ]);
});
afterAll(() => handle.close());

const ask = (query: string) => callRoute<{ backOfficeOrigins?: string[]; locales?: string[]; message?: string }>(GET, { url: `/api/internal/shop-routing${query}` });

describe('GET /api/internal/shop-routing', () => {
  it('answers the valid back-office origins a shop names, as browsers write them, and the languages shoppers see', async () => {
    const response = await ask('?shop=framed');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ backOfficeOrigins: ['https://bo.example.com', 'https://admin.example.org:8443'], locales: ['en', 'de'], tagManager: false });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await findShopBySlug('framed'))!.backOfficeOrigins).toEqual(['https://bo.example.com', 'https://admin.example.org:8443']);
  });

  it('answers none for a shop without back offices, the default, and a change at once', async () => {
    expect((await ask('?shop=plain')).json).toEqual({ backOfficeOrigins: [], locales: [], tagManager: false });
    await handle.db.update(shops).set({ backOfficeOrigins: ['https://new.example.com'] }).where(eq(shops.slug, 'plain'));
    expect((await ask('?shop=plain')).json).toEqual({ backOfficeOrigins: ['https://new.example.com'], locales: [], tagManager: false });
  });

  it('says whether the published shop set a Tag Manager container, so that its pages allow the container\'s hosts', async () => {
    await handle.db.update(shops).set({ userSettings: { tagManager: { containerId: 'GTM-AB12CD3' } } }).where(eq(shops.slug, 'plain'));
    expect((await ask('?shop=plain')).json).toMatchObject({ tagManager: true });
    await handle.db.update(shops).set({ userSettings: { tagManager: { containerId: null } } }).where(eq(shops.slug, 'plain'));
    expect((await ask('?shop=plain')).json).toMatchObject({ tagManager: false });
  });

  it.each(['?shop=nobody', '?shop=NOT%20A%20SLUG', ''])('answers 404 for %s', async (query) => {
    expect((await ask(query)).status).toBe(404);
  });
});
