import { GET as getRobots } from '@/app/robots.txt/route';
import { GET as getSitemap } from '@/app/sitemap.xml/route';
import type { DatabaseHandle } from '@/lib/db/client';
import { findShopAddressProblems } from '@/lib/server/shop/address-check';
import { findShopRouting } from '@/lib/server/shop/shop-routing';
import { callRoute } from '@/lib/testing/call-route';
import { revalidatedTags } from '@/lib/testing/next-cache-stub';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { signInOwners, type OwnerHeaders } from '../../pages/__tests__/owner-session';
import { DELETE as discardChanges, GET as listChanges } from '../../site/changes/route';
import { POST as publish } from '../../site/publish/route';
import { GET as getShop, PATCH as patchShop } from '../route';

interface ShopAnswer { baseUrl: string; backOfficeOrigins?: string[]; errors?: { path: string; message: string }[] }

let handle: DatabaseHandle;
let owner: OwnerHeaders;
beforeAll(async () => {
  handle = await createSeededTestDatabase({ products: 4 });
  owner = await signInOwners('198.51.100.72');
});
afterAll(() => handle.close());
beforeEach(() => revalidatedTags.splice(0));

const patch = (body: object, headers: Record<string, string> = owner.demo) =>
  callRoute<ShopAnswer>(patchShop, { method: 'PATCH', url: '/api/v2/shop?shop=demo', headers, body });
const shopperRead = async () => (await callRoute<ShopAnswer>(getShop, { url: '/api/v2/shop?shop=demo' })).json;
const ownerRead = async () => (await callRoute<ShopAnswer>(getShop, { url: '/api/v2/shop?shop=demo', headers: owner.demo })).json;
const changes = async () => (await callRoute<{ changes: { fields?: string[] }[] }>(listChanges, { url: '/api/v2/site/changes?shop=demo', headers: owner.demo })).json.changes;
/** Where the shop's sitemap and robots.txt send crawlers. */
const published = async () => ({
  sitemap: (await callRoute(getSitemap, { url: '/sitemap.xml?shop=demo' })).text.match(/<loc>([^<]+)<\/loc>/)?.[1],
  robots: (await callRoute(getRobots, { url: '/robots.txt?shop=demo' })).text.match(/^Sitemap: (.+)$/m)?.[1],
});

describe('the shop address and back-office origins through PATCH /shop', () => {
  it('changes the address at once without draft: GET /shop, the sitemap and robots.txt follow it', async () => {
    const saved = await patch({ baseUrl: 'https://Shop.Example.com/' });
    expect(saved.status).toBe(200);
    expect(saved.json.baseUrl).toBe('https://shop.example.com');
    expect(revalidatedTags).toContain('shop:demo');
    expect((await shopperRead()).baseUrl).toBe('https://shop.example.com');
    const { sitemap, robots } = await published();
    expect(sitemap).toMatch(/^https:\/\/shop\.example\.com\/sitemap\.xml\?/);
    expect(robots).toMatch(/^https:\/\/shop\.example\.com\/sitemap\.xml/);
  });

  it('keys the sitemap and robots.txt by the shop, so that an HTTP cache drops them with its settings', async () => {
    expect((await callRoute(getRobots, { url: '/robots.txt?shop=demo' })).headers.get('xkey')).toBe('shop:demo');
    expect((await callRoute(getSitemap, { url: '/sitemap.xml?shop=demo' })).headers.get('xkey')?.split(' ')).toContain('shop:demo');
  });

  it('refuses with 400 an address with a path, a query, another scheme, or none, changing nothing', async () => {
    for (const baseUrl of ['https://shop.example.com/de', 'https://shop.example.com?a=1', 'ftp://shop.example.com', 'shop.example.com', '']) {
      const refused = await patch({ baseUrl });
      expect({ baseUrl, status: refused.status, path: refused.json.errors?.[0]?.path }).toEqual({ baseUrl, status: 400, path: 'body.baseUrl' });
    }
    expect((await shopperRead()).baseUrl).toBe('https://shop.example.com');
  });

  it('takes https only in production', async () => {
    const nodeEnv = process.env.NODE_ENV;
    (process.env as Record<string, string>).NODE_ENV = 'production';
    try {
      expect((await patch({ baseUrl: 'http://shop.example.com' })).status).toBe(400);
      expect((await patch({ backOfficeOrigins: ['http://localhost:8080'] })).status).toBe(400);
    } finally {
      (process.env as Record<string, string | undefined>).NODE_ENV = nodeEnv;
    }
    expect((await patch({ baseUrl: 'http://localhost:3000' })).json.baseUrl).toBe('http://localhost:3000');
  });

  it('sets the back offices: the owner reads them, shoppers do not, and the editor\'s framing follows', async () => {
    const saved = await patch({ backOfficeOrigins: ['https://BackOffice.example.com', 'http://localhost:8080/'] });
    expect(saved.json.backOfficeOrigins).toEqual(['https://backoffice.example.com', 'http://localhost:8080']);
    expect((await ownerRead()).backOfficeOrigins).toEqual(['https://backoffice.example.com', 'http://localhost:8080']);
    expect(await shopperRead()).not.toHaveProperty('backOfficeOrigins');
    expect((await findShopRouting('demo'))?.backOfficeOrigins).toEqual(['https://backoffice.example.com', 'http://localhost:8080']);
    expect((await patch({ backOfficeOrigins: [] })).json.backOfficeOrigins).toEqual([]);
  });

  it('refuses with 400 a back office that is no origin, a wildcard, http elsewhere than localhost, or named twice', async () => {
    for (const origins of [['https://*.example.com'], ['https://backoffice.example.com/admin'], ['http://backoffice.example.com'], ['https://a.example', 'https://A.example']]) {
      const refused = await patch({ backOfficeOrigins: origins });
      expect({ origins, status: refused.status, path: refused.json.errors?.[0]?.path }).toEqual({ origins, status: 400, path: expect.stringMatching(/^body\.backOfficeOrigins/) });
    }
  });

  it('lets only the shop\'s owner set them', async () => {
    expect((await callRoute(patchShop, { method: 'PATCH', url: '/api/v2/shop?shop=demo', body: { baseUrl: 'https://evil.example' } })).status).toBe(401);
    expect((await patch({ baseUrl: 'https://evil.example' }, owner.beyond)).status).toBe(403);
    expect((await shopperRead()).baseUrl).toBe('http://localhost:3000');
  });

  it('keeps them in the site draft until "Publish site changes", then publishes the address everywhere', async () => {
    const drafted = await patch({ baseUrl: 'https://corner.example', backOfficeOrigins: ['https://admin.corner.example'], draft: true });
    expect(drafted.status).toBe(200);
    expect(drafted.json).toMatchObject({ baseUrl: 'https://corner.example', backOfficeOrigins: ['https://admin.corner.example'] });
    expect((await shopperRead()).baseUrl).toBe('http://localhost:3000');
    expect((await published()).robots).toMatch(/^http:\/\/localhost:3000\//);
    expect((await findShopRouting('demo'))?.backOfficeOrigins).toEqual([]);
    expect(await changes()).toEqual([expect.objectContaining({ resource: 'shop-settings', fields: ['baseUrl', 'backOfficeOrigins'] })]);

    // The address put back to the live one is no change waiting; the back offices still are.
    await patch({ baseUrl: 'http://localhost:3000', draft: true });
    expect(await changes()).toEqual([expect.objectContaining({ fields: ['backOfficeOrigins'] })]);
    await patch({ baseUrl: 'https://corner.example', draft: true });

    expect((await callRoute(publish, { method: 'POST', url: '/api/v2/site/publish?shop=demo', headers: owner.demo })).status).toBe(200);
    expect(revalidatedTags).toContain('shop:demo');
    expect((await shopperRead()).baseUrl).toBe('https://corner.example');
    expect(await published()).toEqual({ sitemap: expect.stringMatching(/^https:\/\/corner\.example\//), robots: expect.stringMatching(/^https:\/\/corner\.example\//) });
    expect((await findShopRouting('demo'))?.backOfficeOrigins).toEqual(['https://admin.corner.example']);
    expect(await changes()).toEqual([]);
  });

  it('drops a waiting address with the other site changes when they are discarded', async () => {
    await patch({ baseUrl: 'https://elsewhere.example', draft: true });
    expect((await callRoute(discardChanges, { method: 'DELETE', url: '/api/v2/site/changes?shop=demo', headers: owner.demo })).status).toBeLessThan(300);
    expect((await ownerRead()).baseUrl).toBe('https://corner.example');
  });

  it('leaves only the shop still at the seed\'s localhost address to be reported at start and by readiness', async () => {
    expect(await findShopAddressProblems({ SHOP_HOSTS: 'corner.example=demo' }))
      .toEqual([{ shop: 'beyond-demo', baseUrl: 'http://localhost:3000', problem: 'loopback' }]);
    expect(await findShopAddressProblems({ SHOP_HOSTS: 'www.corner.example=demo' })).toContainEqual({ shop: 'demo', baseUrl: 'https://corner.example', problem: 'other-host' });
  });
});
