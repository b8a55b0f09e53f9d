import { count, eq, inArray } from 'drizzle-orm';
import type { PlacedOrderPayload } from '@/lib/contract/checkout';
import type { DatabaseHandle } from '@/lib/db/client';
import { carts, coupons, couponCampaigns, mailOutbox, orderLineItems, orders, products } from '@/lib/db/schema';
import { DEMO } from '@/lib/db/seed/demo';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { POST as redeemCoupon } from '../coupon/route';
import { POST as placeOrder } from '../place-order/route';
import { Shopper, checkoutMethodIds, productIdBySku, readyShopper } from './shopper';

type Placed = PlacedOrderPayload & { message: string; code?: string };

// PGlite runs one query at a time, so simultaneous requests there cannot race and would prove nothing.
const onPostgres = Boolean(process.env.DATABASE_URL);
const describeOnPostgres = onPostgres ? describe : describe.skip;

if (!onPostgres) {
  it.skip('concurrency of place-order needs PostgreSQL: run with DATABASE_URL=postgres://... (PGlite serialises every query)', () => {});
}

describeOnPostgres('simultaneous place-order on PostgreSQL', () => {
  let handle: DatabaseHandle;
  let methods: Record<string, string>;

  beforeAll(async () => {
    handle = await createSeededTestDatabase();
    methods = await checkoutMethodIds();
  });
  afterAll(() => handle.close());

  /** Everything an order may change, to show that refused orders changed none of it. */
  async function snapshot() {
    const stock = await handle.db.select({ id: products.id, stockLevel: products.stockLevel }).from(products).orderBy(products.id);
    const usage = await handle.db.select({ id: coupons.id, usageCount: coupons.usageCount }).from(coupons).orderBy(coupons.id);
    const [[o], [l], [m], [c]] = await Promise.all([
      handle.db.select({ n: count() }).from(orders), handle.db.select({ n: count() }).from(orderLineItems),
      handle.db.select({ n: count() }).from(mailOutbox), handle.db.select({ n: count() }).from(carts).where(eq(carts.status, 'ordered')),
    ]);
    return { stock: new Map(stock.map((r) => [r.id, r.stockLevel])), usage: new Map(usage.map((r) => [r.id, r.usageCount])), orders: o!.n, lines: l!.n, mails: m!.n, orderedCarts: c!.n };
  }

  /** Browsers with ready carts, set up ten at a time. */
  async function readyShoppers(n: number, productId: string): Promise<Shopper[]> {
    const shoppers: Shopper[] = [];
    for (let start = 0; start < n; start += 10) {
      shoppers.push(...await Promise.all(Array.from({ length: Math.min(10, n - start) }, () => readyShopper(methods, 'invoice', productId, 1))));
    }
    return shoppers;
  }

  it('sells exactly the 5 units in stock to 50 carts ordering at once; the 45 others get 422 Low StockLevel', async () => {
    const product = await productIdBySku(DEMO.products.sneakers.sku);
    await handle.db.update(products).set({ stockLevel: 50 }).where(eq(products.id, product));
    const shoppers = await readyShoppers(50, product);
    await handle.db.update(products).set({ stockLevel: 5 }).where(eq(products.id, product));
    const before = await snapshot();

    const results = await Promise.all(shoppers.map((shopper) => shopper.call<Placed>(placeOrder, { method: 'POST', path: '/api/v2/cart/place-order' })));

    const succeeded = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status !== 201);
    expect(succeeded).toHaveLength(5);
    expect(refused).toHaveLength(45);
    for (const response of refused) {
      expect(response.status).toBe(422);
      expect(response.json.code).toBe('LowStockLevel');
      expect(response.json.message).toContain('Low StockLevel');
    }
    const after = await snapshot();
    expect(after.stock.get(product)).toBe(0);
    expect(after.orders - before.orders).toBe(5);
    expect(after.lines - before.lines).toBe(5);
    expect(after.mails - before.mails).toBe(5);
    expect(after.orderedCarts - before.orderedCarts).toBe(5);
    const sold = await handle.db.select({ n: count() }).from(orderLineItems).where(eq(orderLineItems.productId, product));
    expect(sold[0]!.n).toBe(5);
    const numbers = succeeded.map((r) => r.json.orderNumber);
    expect(new Set(numbers).size).toBe(5);
    // Nothing else changed: every other product's stock and every coupon's usage are as before.
    after.stock.delete(product);
    before.stock.delete(product);
    expect(after.stock).toEqual(before.stock);
    expect(after.usage).toEqual(before.usage);
  });

  it('lets exactly 3 of 10 carts ordering at once use a coupon limited to 3 uses', async () => {
    const product = await productIdBySku(DEMO.products.mug.sku);
    await handle.db.update(products).set({ stockLevel: 100 }).where(eq(products.id, product));
    const [{ shopId } = { shopId: '' }] = await handle.db.select({ shopId: products.shopId }).from(products).where(eq(products.id, product));
    const [campaign] = await handle.db.insert(couponCampaigns).values({ shopId, name: 'Three only', discountType: 'amount', discountValue: 100 }).returning();
    const [coupon] = await handle.db.insert(coupons).values({ shopId, campaignId: campaign!.id, code: 'THREE', usageLimit: 3 }).returning();
    const shoppers = await readyShoppers(10, product);
    for (const shopper of shoppers) {
      const redeemed = await shopper.call(redeemCoupon, { method: 'POST', path: '/api/v2/cart/coupon', body: { couponCode: 'three' } });
      expect(redeemed.status).toBe(200);
    }
    const before = await snapshot();

    const results = await Promise.all(shoppers.map((shopper) => shopper.call<Placed>(placeOrder, { method: 'POST', path: '/api/v2/cart/place-order' })));

    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused.map((r) => [r.status, r.json.code])).toEqual(Array(7).fill([422, 'CouponUsageLimitReached']));
    const [used] = await handle.db.select().from(coupons).where(eq(coupons.id, coupon!.id));
    expect(used!.usageCount).toBe(3);
    const withCoupon = await handle.db.select({ n: count() }).from(orders).where(eq(orders.couponCode, 'THREE'));
    expect(withCoupon[0]!.n).toBe(3);
    const after = await snapshot();
    expect(before.stock.get(product)! - after.stock.get(product)!).toBe(3);
    expect(after.orders - before.orders).toBe(3);
    const placedIds = results.filter((r) => r.status === 201).map((r) => r.json.orderId);
    const discounts = await handle.db.select({ d: orders.discountAmount }).from(orders).where(inArray(orders.id, placedIds));
    expect(discounts.map((r) => r.d)).toEqual([100, 100, 100]);
  });
});
