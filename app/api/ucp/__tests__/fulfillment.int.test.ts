import { and, asc, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/db/client';
import { orders, shippingMethods, shops } from '@/lib/db/schema';
import { DEMO } from '@/lib/db/seed/demo';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { productIdBySku } from '@/app/api/v2/cart/__tests__/shopper';
import { BILLING, BUYER, SANDBOX_PAYMENT, complete, create, get, lines, session, update, type Json } from './ucp-calls';

let handle: DatabaseHandle;
let mug: string;
let standard: string;
let express: string;

beforeAll(async () => {
  handle = await createSeededTestDatabase({ products: 24 });
  mug = await productIdBySku(DEMO.products.mug.sku);
  const methods = await handle.db.select({ id: shippingMethods.id }).from(shippingMethods).innerJoin(shops, eq(shops.id, shippingMethods.shopId))
    .where(and(eq(shops.slug, DEMO.shops.demo.slug), eq(shippingMethods.isActive, true))).orderBy(asc(shippingMethods.position));
  [standard, express] = methods.map((method) => method.id) as [string, string];
});
afterAll(() => handle.close());

const HOME = { first_name: 'Grace', last_name: 'Hopper', street_address: 'Seestrasse 5', address_locality: 'Zürich', postal_code: '8002', address_country: 'CH' };
const BERLIN = { id: 'home', street_address: 'Torstrasse 9', address_locality: 'Berlin', postal_code: '10119', address_country: 'DE' };
/** The session's lines, buyer and payment (read once the mug's id is known). */
const base = () => ({ line_items: lines(mug), buyer: BUYER, payment: SANDBOX_PAYMENT });
const shippingTo = (destination: object, optionId?: string) =>
  ({ methods: [{ type: 'shipping', destinations: [destination], ...(optionId ? { groups: [{ id: 'parcel', selected_option_id: optionId }] } : {}) }] });
const total = (checkout: Json, type: string) => checkout.totals.find((t: Json) => t.type === type)?.amount;
const group = (checkout: Json) => checkout.fulfillment.methods[0].groups[0];

describe('UCP fulfillment extension', () => {
  it('offers the shop\'s shipping methods as the options of one group, the default selected, to the billing address', async () => {
    const created = session(await create(base()), 201);
    const [method] = created.fulfillment.methods;
    expect(method).toMatchObject({
      type: 'shipping', line_item_ids: [created.line_items[0].id], selected_destination_id: 'destination',
      destinations: [{ id: 'destination', street_address: BILLING.street_address, address_country: 'DE' }],
    });
    expect(group(created)).toMatchObject({
      line_item_ids: [created.line_items[0].id], selected_option_id: standard,
      options: [
        { id: standard, title: expect.any(String), totals: [{ type: 'total', amount: DEMO.shipping.standard.priceAmount }] },
        { id: express, title: expect.any(String), totals: [{ type: 'total', amount: DEMO.shipping.express.priceAmount }] },
      ],
    });
    expect(total(created, 'fulfillment')).toBe(DEMO.shipping.standard.priceAmount);
    expect(created.status).toBe('ready_for_complete');
  });

  it('selecting an option re-prices the totals; an unknown option is an error that keeps the selection', async () => {
    const created = session(await create(base()), 201);
    const chosen = session(await update(created.id, { ...base(), fulfillment: shippingTo(BERLIN, express) }));
    expect(group(chosen).selected_option_id).toBe(express);
    expect(total(chosen, 'fulfillment')).toBe(DEMO.shipping.express.priceAmount);
    expect(total(chosen, 'total')).toBe(DEMO.products.mug.priceAmount + DEMO.shipping.express.priceAmount);
    expect(chosen.fulfillment.methods[0].destinations).toEqual([{ ...BERLIN, id: 'destination' }]);

    const unknown = session(await update(created.id, { ...base(), fulfillment: shippingTo(BERLIN, 'no-such-option') }));
    expect(unknown.messages).toEqual([expect.objectContaining({ code: 'invalid', path: '$.fulfillment.methods[0].groups[0].selected_option_id' })]);
    expect(group(unknown).selected_option_id).toBe(express);
  });

  it('a destination in another market moves the session there: currency, prices and options in its currency', async () => {
    const created = session(await create(base()), 201);
    const swiss = session(await update(created.id, { ...base(), fulfillment: shippingTo(HOME) }));
    const { ch } = DEMO.markets;
    expect(swiss.currency).toBe(ch.currency);
    expect(swiss.line_items[0].item.price).toBe(ch.prices.mug);
    expect(group(swiss).options.map((option: Json) => option.totals[0].amount)).toEqual([ch.shipping.standard.priceAmount, ch.shipping.express.priceAmount]);
    expect(total(swiss, 'fulfillment')).toBe(ch.shipping.standard.priceAmount);
  });

  it('a destination the shop cannot ship to stays an error until replaced, and the order goes to the chosen destination', async () => {
    const created = session(await create(base()), 201);
    const refused = session(await update(created.id, { ...base(), fulfillment: shippingTo({ ...BERLIN, address_country: 'JP' }) }));
    expect(refused.status).toBe('incomplete');
    expect(refused.messages).toContainEqual(expect.objectContaining({ code: 'address_undeliverable', path: '$.fulfillment.methods[0].destinations[0].address_country' }));
    expect(session(await get(created.id)).status).toBe('incomplete');
    expect(session(await complete(created.id)).status).toBe('incomplete');

    const fixed = session(await update(created.id, { ...base(), fulfillment: shippingTo(BERLIN, express) }));
    expect(fixed.status).toBe('ready_for_complete');
    const done = session(await complete(created.id));
    expect(done.status).toBe('completed');
    const [order] = await handle.db.select().from(orders).where(eq(orders.id, done.order.id.split('.')[0]));
    expect(order!.shippingAddress).toMatchObject({ street: BERLIN.street_address, city: BERLIN.address_locality, countryCode: 'DE', firstName: BUYER.first_name });
    expect(order!.shippingAmount).toBe(DEMO.shipping.express.priceAmount);
  });

  it('refuses what the shop does not offer: pickup, several methods or destinations (400)', async () => {
    const pickup = await create({ ...base(), fulfillment: { methods: [{ type: 'pickup' }] } });
    expect(pickup.status).toBe(400);
    expect(pickup.json.errors).toEqual([expect.objectContaining({ path: '$.fulfillment.methods.0.type' })]);
    expect((await create({ ...base(), fulfillment: { methods: [{ type: 'shipping', destinations: [BERLIN, HOME] }] } })).status).toBe(400);
    expect((await create({ ...base(), fulfillment: { methods: [{ type: 'shipping' }, { type: 'shipping' }] } })).status).toBe(400);
  });
});
