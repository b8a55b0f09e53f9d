import { and, eq, inArray } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/db/client';
import { mailOutbox, products, stockAlerts } from '@/lib/db/schema';
import { DEMO } from '@/lib/db/seed/demo';
import { findShopBySlug } from '@/lib/server/shop/get-shop';
import type { Shop } from '@/lib/server/shop/types';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { sendDueStockAlerts } from '../send-stock-alerts';
import { stockAlertToken } from '../stock-alert-link';
import { setStockLevel } from '../stock-level';
import { confirmStockAlertLink, subscribeToStockAlert, unsubscribeStockAlertLink } from '../stock-alerts';

let handle: DatabaseHandle;
let shop: Shop;
let boots: string;
let mug: string;
let master: string;

async function productId(sku: string): Promise<string> {
  const [row] = await handle.db.select({ id: products.id }).from(products).where(and(eq(products.shopId, shop.id), eq(products.sku, sku)));
  return row!.id;
}

async function mailsTo(kind: string, to?: string) {
  return handle.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, kind), to ? eq(mailOutbox.to, to) : undefined));
}

async function alertOf(email: string, product = boots) {
  const [row] = await handle.db.select().from(stockAlerts).where(and(eq(stockAlerts.productId, product), eq(stockAlerts.email, email)));
  return row ?? null;
}

/** The link of a kind (confirm, unsubscribe) in a mail's text. */
function linkIn(text: string, action: string): URL {
  return new URL(text.match(new RegExp(`https?://\\S+/stockAlerts/${action}\\S*`))![0]);
}

const soldOut = () => handle.db.update(products).set({ stockLevel: 0 }).where(eq(products.id, boots));

beforeAll(async () => {
  handle = await createSeededTestDatabase();
  shop = (await findShopBySlug(DEMO.shops.demo.slug))!;
  boots = await productId(DEMO.products.soldOut.sku);
  mug = await productId(DEMO.products.mug.sku);
  master = await productId(DEMO.products.master.sku);
});
afterAll(() => handle.close());
beforeEach(async () => {
  await soldOut();
  await handle.db.delete(stockAlerts);
  await handle.db.delete(mailOutbox);
});

describe('back-in-stock alerts', () => {
  it('are offered for a sold-out product only: a product in stock is a conflict, a master or an unknown product not found', async () => {
    await expect(subscribeToStockAlert(shop, mug, 'a@example.com', 'en')).rejects.toMatchObject({ status: 409, code: 'InStock' });
    await expect(subscribeToStockAlert(shop, master, 'a@example.com', 'en')).rejects.toMatchObject({ status: 404 });
    await expect(subscribeToStockAlert(shop, '00000000-0000-4000-8000-000000000000', 'a@example.com', 'en')).rejects.toMatchObject({ status: 404 });
    expect(await handle.db.select().from(stockAlerts)).toHaveLength(0);
  });

  it('ask the address to confirm (double opt-in), in the shopper\'s language, and mail nothing before it does', async () => {
    await subscribeToStockAlert(shop, boots, ' Fan@Example.com ', 'de');
    const [confirmation] = await mailsTo('stock-alert-confirmation', 'fan@example.com');
    expect(confirmation!.subject).toContain('Bestätigen Sie Ihre Benachrichtigung');
    expect(confirmation!.text).toContain('Stiefeletten');
    expect(linkIn(confirmation!.text, 'confirm').searchParams.get('locale')).toBe('de');
    expect((await alertOf('fan@example.com'))!.confirmedAt).toBeNull();

    await setStockLevel(shop, boots, 4);
    expect(await mailsTo('back-in-stock')).toHaveLength(0);
    // Unconfirmed, it waits (and is still there for a later confirmation).
    expect(await alertOf('fan@example.com')).not.toBeNull();
  });

  it('once confirmed, send one mail when stock returns, through the outbox, and end', async () => {
    await subscribeToStockAlert(shop, boots, 'fan@example.com', 'en');
    const [confirmation] = await mailsTo('stock-alert-confirmation');
    const token = linkIn(confirmation!.text, 'confirm').searchParams.get('token')!;
    expect(await confirmStockAlertLink(shop, token)).toBe('done');
    expect((await alertOf('fan@example.com'))!.confirmedAt).not.toBeNull();
    // Asking again once confirmed sends nothing more (and answers the same).
    await subscribeToStockAlert(shop, boots, 'fan@example.com', 'en');
    expect(await mailsTo('stock-alert-confirmation')).toHaveLength(1);

    expect((await setStockLevel(shop, boots, 5)).alertsSent).toBe(1);
    const mails = await mailsTo('back-in-stock', 'fan@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(new RegExp(`^Elegant .*Ankle Boots is back in stock at ${shop.title}$`, 'i'));
    expect(mails[0]!.text).toContain(`/p/${DEMO.products.soldOut.slug.en}`);
    expect(await alertOf('fan@example.com')).toBeNull();

    // The subscription ended: sold out and back again, nothing more.
    await setStockLevel(shop, boots, 0);
    expect((await setStockLevel(shop, boots, 2)).alertsSent).toBe(0);
    expect(await sendDueStockAlerts()).toBe(0);
    expect(await mailsTo('back-in-stock')).toHaveLength(1);
  });

  it('go out for stock raised by any path on the scheduler\'s run, and at once when confirmed while in stock', async () => {
    await subscribeToStockAlert(shop, boots, 'late@example.com', 'fr');
    const [confirmation] = await mailsTo('stock-alert-confirmation');
    await handle.db.update(products).set({ stockLevel: 3 }).where(eq(products.id, boots));
    expect(await confirmStockAlertLink(shop, linkIn(confirmation!.text, 'confirm').searchParams.get('token')!)).toBe('done');
    const [mail] = await mailsTo('back-in-stock', 'late@example.com');
    expect(mail!.subject).toContain('est de nouveau en stock');
    expect(await sendDueStockAlerts()).toBe(0);
  });

  it('end with the unsubscribe link (twice is fine), and refuse a forged, expired or wrong-kind token', async () => {
    await subscribeToStockAlert(shop, boots, 'bye@example.com', 'en');
    const [confirmation] = await mailsTo('stock-alert-confirmation');
    const unsubscribe = linkIn(confirmation!.text, 'unsubscribe').searchParams.get('token')!;
    const alert = (await alertOf('bye@example.com'))!;
    expect(await confirmStockAlertLink(shop, unsubscribe)).toBe('invalid');
    expect(await confirmStockAlertLink(shop, `${unsubscribe}x`)).toBe('invalid');
    expect(await confirmStockAlertLink(shop, await stockAlertToken(shop.id, alert.id, 'confirm', Date.now() - 8 * 24 * 60 * 60 * 1000))).toBe('invalid');
    expect(await unsubscribeStockAlertLink(shop, unsubscribe)).toBe('done');
    expect(await unsubscribeStockAlertLink(shop, unsubscribe)).toBe('done');
    expect(await alertOf('bye@example.com')).toBeNull();
    expect(await confirmStockAlertLink(shop, await stockAlertToken(shop.id, alert.id, 'confirm'))).toBe('invalid');
  });

  it('mail each confirmed alert exactly once while two instances send at the same time', async () => {
    const addresses = Array.from({ length: 24 }, (_, i) => `racer-${i}@example.com`);
    await handle.db.insert(stockAlerts).values(addresses.map((email) => ({ shopId: shop.id, productId: boots, email, locale: 'en', confirmedAt: new Date() })));
    await handle.db.update(products).set({ stockLevel: 10 }).where(eq(products.id, boots));
    // Each call claims rows in transactions of its own: on PostgreSQL two connections, as two instances would.
    const [first, second, third] = await Promise.all([sendDueStockAlerts(), sendDueStockAlerts(), setStockLevel(shop, boots, 11)]);
    expect(first + second + third.alertsSent).toBe(addresses.length);
    const mails = await mailsTo('back-in-stock');
    expect(mails.map((mail) => mail.to).sort()).toEqual([...addresses].sort());
    expect(await handle.db.select().from(stockAlerts).where(inArray(stockAlerts.email, addresses))).toHaveLength(0);
  });
});
