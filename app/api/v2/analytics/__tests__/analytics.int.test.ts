import type { DatabaseHandle } from '@/lib/db/client';
import { addToDailyCount } from '@/lib/db/analytics/daily-counts';
import { dailyCounts } from '@/lib/db/schema';
import { DEMO } from '@/lib/db/seed/demo';
import { eq } from 'drizzle-orm';
import { callRoute } from '@/lib/testing/call-route';
import { freshClientIp } from '@/lib/testing/fresh-client-ip';
import { createSeededTestDatabase, demoShopIds } from '@/lib/testing/seeded-database';
import { POST as signIn } from '../../auth/sign-in/route';
import { checkoutMethodIds, productIdBySku, readyShopper, shopperWith } from '../../cart/__tests__/shopper';
import { POST as placeOrder } from '../../cart/place-order/route';
import { GET as daily } from '../daily/route';
import { POST as pageLoad } from '../pageLoads/route';

let handle: DatabaseHandle;
let shopId: string;
let ownerToken: string;

const today = () => new Date().toISOString().slice(0, 10);
const countsOf = async (id = shopId) => (await handle.db.select().from(dailyCounts).where(eq(dailyCounts.shopId, id)))[0];
const report = (body: object, headers: Record<string, string> = {}) => callRoute(pageLoad, {
  method: 'POST', url: '/api/v2/analytics/pageLoads?shop=demo', body, headers: { 'x-forwarded-for': freshClientIp(), ...headers },
});

beforeAll(async () => {
  handle = await createSeededTestDatabase();
  shopId = (await demoShopIds(handle.db)).demo;
  ownerToken = (await callRoute<{ token: string }>(signIn, { method: 'POST', url: '/api/v2/auth/sign-in?shop=demo', body: DEMO.owners.demo })).json.token;
});
beforeEach(() => handle.db.delete(dailyCounts));
afterAll(() => handle.close());

describe('the cookie-free daily counts', () => {
  it('loses no count when many are added at once (one atomic upsert each; run on PostgreSQL with DATABASE_URL)', async () => {
    const other = (await demoShopIds(handle.db)).beyond;
    await Promise.all(Array.from({ length: 200 }, (_, i) => addToDailyCount(i % 4 === 0 ? other : shopId, i % 2 === 0 ? 'visits' : 'orders')));
    expect(await countsOf()).toMatchObject({ day: today(), visits: 50, orders: 100, carts: 0, productViews: 0 });
    expect(await countsOf(other)).toMatchObject({ visits: 50, orders: 0 });
  });

  it('counts a page load as a visit and/or a product view, answers 204 and reads no cookie', async () => {
    expect((await report({ entry: true, product: false })).status).toBe(204);
    await report({ entry: true, product: true }, { cookie: 'epCookieConsent=0' });
    await report({ entry: false, product: true });
    expect(await countsOf()).toMatchObject({ visits: 2, productViews: 2 });
  });

  it('leaves out crawlers, the signed-in owner, and bodies that are not the beacon\'s (400)', async () => {
    await report({ entry: true, product: true }, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
    await report({ entry: true, product: true }, { authorization: `Bearer ${ownerToken}` });
    expect(await countsOf()).toBeUndefined();
    expect((await report({ entry: 'yes' })).status).toBe(400);
  });

  it('counts a new cart once, not each line added to it, and each order placed once', async () => {
    const mug = await productIdBySku(DEMO.products.mug.sku);
    const shopper = await shopperWith(mug);
    await shopperWith(mug, 2, shopper);
    expect(await countsOf()).toMatchObject({ carts: 1, orders: 0 });
    const buyer = await readyShopper(await checkoutMethodIds(), 'invoice', mug);
    const place = () => buyer.call(placeOrder, { method: 'POST', path: '/api/v2/cart/place-order', });
    expect((await place()).status).toBe(201);
    expect(await countsOf()).toMatchObject({ carts: 2, orders: 1 });
  });

  it('answers the owner the last days, every day listed, with totals and conversion; nobody else (401)', async () => {
    await handle.db.insert(dailyCounts).values({ shopId, day: today(), visits: 40, productViews: 90, carts: 6, orders: 2 });
    const answer = await callRoute<{ days: { day: string; visits: number; conversionRate: number | null }[]; totals: object }>(daily, {
      url: '/api/v2/analytics/daily?shop=demo&days=7', headers: { authorization: `Bearer ${ownerToken}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.json.days).toHaveLength(7);
    expect(answer.json.days[6]).toEqual({ day: today(), visits: 40, productViews: 90, carts: 6, orders: 2, conversionRate: 0.05 });
    expect(answer.json.days[0]).toMatchObject({ visits: 0, conversionRate: null });
    expect(answer.json.totals).toEqual({ visits: 40, productViews: 90, carts: 6, orders: 2, conversionRate: 0.05 });
    expect((await callRoute(daily, { url: '/api/v2/analytics/daily?shop=demo' })).status).toBe(401);
    expect((await callRoute(daily, { url: '/api/v2/analytics/daily?shop=demo&days=0', headers: { authorization: `Bearer ${ownerToken}` } })).status).toBe(400);
  });
});
