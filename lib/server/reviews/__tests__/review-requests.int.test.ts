import { and, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/db/client';
import { carts, mailOutbox, orderLineItems, orders, products } from '@/lib/db/schema';
import { DEMO } from '@/lib/db/seed/demo';
import { createSeededTestDatabase, demoShopIds } from '@/lib/testing/seeded-database';
import { orderOfReviewToken } from '../review-link';
import { sendDueReviewRequests } from '../review-requests';

let handle: DatabaseHandle;
let shopId: string;

/** An order of the demo shop holding the mug, shipped `daysAgo` days ago. */
async function shippedOrder(daysAgo: number, locale = 'en'): Promise<string> {
  const [mug] = await handle.db.select({ id: products.id }).from(products).where(and(eq(products.shopId, shopId), eq(products.sku, DEMO.products.mug.sku)));
  const [cart] = await handle.db.insert(carts).values({ shopId, tokenHash: `request-${Math.random()}`, locale, status: 'ordered' }).returning();
  const [order] = await handle.db.insert(orders).values({
    shopId, orderNumber: `Q-${Math.random().toString(36).slice(2, 10)}`, cartId: cart!.id, email: 'buyer@example.com', locale, currency: 'EUR',
    subtotalAmount: 1490, taxAmount: 0, taxRateBasisPoints: 0, grandTotalAmount: 1490, status: 'shipped',
    billingAddress: { firstName: 'Gia', lastName: 'Buyer', street: 'Main 1', zipCode: '10115', city: 'Berlin', country: 'DE' } as never,
    shippingMethodName: 'Standard', paymentMethodKind: 'invoice', paymentMethodName: 'Invoice', viewTokenHash: 'x',
    updatedAt: sql`now() - make_interval(days => ${daysAgo})` as never,
  }).returning();
  await handle.db.insert(orderLineItems).values({ orderId: order!.id, shopId, productId: mug!.id, sku: 'X', name: 'X', quantity: 1, singlePriceAmount: 1490, totalAmount: 1490 });
  return order!.id;
}

beforeAll(async () => {
  handle = await createSeededTestDatabase();
  shopId = (await demoShopIds(handle.db)).demo;
});
afterAll(() => handle.close());

describe('sendDueReviewRequests', () => {
  it('mails the buyer of an order shipped a week ago once, in its language, with a review link per product', async () => {
    const due = await shippedOrder(8, 'de');
    await shippedOrder(2);
    expect(await sendDueReviewRequests()).toBe(1);
    expect(await sendDueReviewRequests()).toBe(0);
    const mails = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'review-request'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Wie gefällt Ihnen Ihre Bestellung');
    const link = new URL(mails[0]!.text.match(/https?:\/\/\S+/)![0]);
    expect(link.pathname).toBe(`/de/p/${DEMO.products.mug.slug.de}`);
    expect(await orderOfReviewToken(shopId, link.searchParams.get('review')!)).toBe(due);
  });
});
