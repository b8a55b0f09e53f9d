import { and, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/db/client';
import { mailOutbox, products, stockAlerts } from '@/lib/db/schema';
import { DEMO } from '@/lib/db/seed/demo';
import { callRoute } from '@/lib/testing/call-route';
import { freshClientIp } from '@/lib/testing/fresh-client-ip';
import { createSeededTestDatabase, demoShopIds } from '@/lib/testing/seeded-database';
import { POST as signIn } from '../../auth/sign-in/route';
import { POST as subscribe } from '../../products/[guid]/stockAlerts/route';
import { PUT as setStockLevel } from '../../products/[guid]/stockLevel/route';
import { GET as confirmPage, POST as confirm } from '../confirm/route';
import { GET as unsubscribePage, POST as unsubscribe } from '../unsubscribe/route';

let handle: DatabaseHandle;
let shopId: string;
let boots: string;
let ownerToken: string;

const FORM = 'application/x-www-form-urlencoded';
const url = (product: string) => `http://localhost/api/v2/products/${product}/stockAlerts?shop=demo&locale=en`;
const postForm = (product: string, body: string, headers: Record<string, string> = {}) => callRoute(subscribe, {
  method: 'POST', url: url(product), params: { guid: product }, body,
  headers: { 'content-type': FORM, 'sec-fetch-site': 'same-origin', referer: `http://localhost/p/${DEMO.products.soldOut.slug.en}`, 'x-forwarded-for': freshClientIp(), ...headers },
});
const postJson = (product: string, body: object, ip = freshClientIp()) => callRoute<{ ok?: boolean; code?: string }>(subscribe, {
  method: 'POST', url: url(product), params: { guid: product }, body, headers: { 'x-forwarded-for': ip },
});
const putStock = (product: string, stockLevel: unknown, headers: Record<string, string> = { authorization: `Bearer ${ownerToken}` }) =>
  callRoute<{ productId: string; stockLevel: number; alertsSent: number }>(setStockLevel, {
    method: 'PUT', url: `/api/v2/products/${product}/stockLevel?shop=demo`, params: { guid: product }, body: { stockLevel }, headers,
  });

beforeAll(async () => {
  handle = await createSeededTestDatabase();
  shopId = (await demoShopIds(handle.db)).demo;
  const [row] = await handle.db.select({ id: products.id }).from(products).where(and(eq(products.shopId, shopId), eq(products.sku, DEMO.products.soldOut.sku)));
  boots = row!.id;
  ownerToken = (await callRoute<{ token: string }>(signIn, { method: 'POST', url: '/api/v2/auth/sign-in?shop=demo', body: DEMO.owners.demo })).json.token;
});
afterAll(() => handle.close());

describe('stock alerts API', () => {
  it('takes the product page\'s form without JavaScript and answers a page that says to check the mail, with the way back', async () => {
    const answer = await postForm(boots, 'email=form%40example.com');
    expect(answer.status).toBe(202);
    expect(answer.headers.get('content-type')).toContain('text/html');
    expect(answer.text).toContain('we sent you an email');
    expect(answer.text).toContain(`href="/p/${DEMO.products.soldOut.slug.en}"`);
    const [mail] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'form@example.com'));
    expect(mail!.kind).toBe('stock-alert-confirmation');
  });

  it('refuses the form from another site (415, like any body that is not JSON) and a bad address with a page saying so (400)', async () => {
    expect((await postForm(boots, 'email=x%40example.com', { 'sec-fetch-site': 'cross-site' })).status).toBe(415);
    expect(await handle.db.select().from(stockAlerts).where(eq(stockAlerts.email, 'x@example.com'))).toHaveLength(0);
    const invalid = await postForm(boots, 'email=not-an-address');
    expect(invalid.status).toBe(400);
    expect(invalid.text).toContain('Please enter a valid email address.');
  });

  it('takes JSON (202), answers 400 for a bad address, 409 for a product in stock, and limits each client to 5 in 10 minutes', async () => {
    const ip = freshClientIp();
    expect((await postJson(boots, { email: 'json@example.com' }, ip)).status).toBe(202);
    expect((await postJson(boots, { email: 'nope' }, ip)).status).toBe(400);
    for (let i = 0; i < 3; i += 1) await postJson(boots, { email: `json-${i}@example.com` }, ip);
    expect((await postJson(boots, { email: 'json-5@example.com' }, ip)).status).toBe(429);
    const [mug] = await handle.db.select({ id: products.id }).from(products).where(and(eq(products.shopId, shopId), eq(products.sku, DEMO.products.mug.sku)));
    expect((await postJson(mug!.id, { email: 'json@example.com' })).json.code).toBe('InStock');
  });

  it('shows a button for each of the mail\'s links: opening one changes nothing, the button\'s POST does it; a bad token gets a page saying so', async () => {
    await postJson(boots, { email: 'links@example.com' });
    const [mail] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'links@example.com'));
    const link = (action: string) => new URL(mail!.text.match(new RegExp(`https?://\\S+/stockAlerts/${action}\\S*`))![0]);
    const address = (action: string) => `${link(action).pathname}${link(action).search}`;
    const alertOf = async () => (await handle.db.select().from(stockAlerts).where(eq(stockAlerts.email, 'links@example.com')))[0];
    // What a mail scanner does: open the link.
    const page = await callRoute(confirmPage, { url: address('confirm') });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<form method="post"><button type="submit">Confirm alert</button></form>');
    expect((await alertOf())!.confirmedAt).toBeNull();
    const confirmed = await callRoute(confirm, { method: 'POST', url: address('confirm'), body: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.text).toContain('Confirmed: you get one email when it is back in stock.');
    expect((await alertOf())!.confirmedAt).not.toBeNull();
    expect((await callRoute(confirm, { method: 'POST', url: '/api/v2/stockAlerts/confirm?shop=demo&token=forged.token' })).text).toContain('This link is invalid or has expired.');
    expect((await callRoute(unsubscribePage, { url: address('unsubscribe') })).text).toContain('>Cancel alert</button>');
    expect(await alertOf()).toBeDefined();
    const gone = await callRoute(unsubscribe, { method: 'POST', url: address('unsubscribe'), body: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(gone.status).toBe(200);
    expect(await alertOf()).toBeUndefined();
  });

  it('names the unsubscribe address for the mail\'s one-click headers (RFC 8058), which a mail client\'s POST follows', async () => {
    await postJson(boots, { email: 'one-click@example.com' });
    const [mail] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'one-click@example.com'));
    const url = new URL(mail!.listUnsubscribe!);
    expect(url.pathname).toBe('/api/v2/stockAlerts/unsubscribe');
    expect(mail!.text).toContain(mail!.listUnsubscribe);
    const oneClick = await callRoute(unsubscribe, {
      method: 'POST', url: `${url.pathname}${url.search}`, body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.status).toBe(200);
    expect(await handle.db.select().from(stockAlerts).where(eq(stockAlerts.email, 'one-click@example.com'))).toHaveLength(0);
  });

  it('lets only the owner set a stock level (401 signed out, 400 negative, 404 for a master), which sends the confirmed alerts', async () => {
    await handle.db.insert(stockAlerts).values({ shopId, productId: boots, email: 'owner-test@example.com', locale: 'en', confirmedAt: new Date() });
    expect((await putStock(boots, 3, {})).status).toBe(401);
    expect((await putStock(boots, -1)).status).toBe(400);
    const [master] = await handle.db.select({ id: products.id }).from(products).where(and(eq(products.shopId, shopId), eq(products.sku, DEMO.products.master.sku)));
    expect((await putStock(master!.id, 3)).status).toBe(404);
    const answer = await putStock(boots, 3);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ productId: boots, stockLevel: 3 });
    expect(answer.json.alertsSent).toBeGreaterThanOrEqual(1);
    expect(await handle.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, 'owner-test@example.com'), eq(mailOutbox.kind, 'back-in-stock')))).toHaveLength(1);
  });
});
