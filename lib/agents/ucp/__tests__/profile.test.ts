import { ucpBusinessProfile } from '../profile';
import { UCP_CART, UCP_CHECKOUT, UCP_DISCOUNT, UCP_FULFILLMENT, UCP_SANDBOX_HANDLER, UCP_VERSION } from '../version';
import { ucpValidators } from './ucp-schemas';

const { profile: validProfile, fulfillmentConfig: validFulfillmentConfig } = ucpValidators();

describe('UCP business profile', () => {
  it.each([true, false])('fits the published profile schema (sandbox %s)', (sandbox) => {
    const profile = ucpBusinessProfile({ endpoint: 'https://shop.example/api/ucp', sandbox });
    expect(validProfile(profile)).toBe(true);
    expect(validProfile.errors ?? []).toEqual([]);
    expect(profile.ucp.version).toBe(UCP_VERSION);
    expect(Object.keys(profile.ucp.payment_handlers)).toEqual(sandbox ? [UCP_SANDBOX_HANDLER] : []);
  });

  it('declares catalog, cart, checkout with discount and fulfillment, and order; the fulfillment config fits its business schema', () => {
    const profile = ucpBusinessProfile({ endpoint: 'https://shop.example/api/ucp', sandbox: true });
    expect(Object.keys(profile.ucp.capabilities).sort()).toEqual([
      'dev.ucp.shopping.cart', 'dev.ucp.shopping.catalog.lookup', 'dev.ucp.shopping.catalog.search', 'dev.ucp.shopping.checkout',
      'dev.ucp.shopping.discount', 'dev.ucp.shopping.fulfillment', 'dev.ucp.shopping.order',
    ]);
    // The discount extension extends both parents it serves.
    expect(profile.ucp.capabilities[UCP_DISCOUNT][0]!.extends).toEqual([UCP_CHECKOUT, UCP_CART]);
    const [fulfillment] = profile.ucp.capabilities[UCP_FULFILLMENT];
    expect(validFulfillmentConfig(fulfillment)).toBe(true);
    expect(validFulfillmentConfig({ ...fulfillment, config: { allows_multi_destination: { drone: true } } })).toBe(false);
  });

  it('is refused by the schema without its REST endpoint (the validator can fail)', () => {
    const profile = ucpBusinessProfile({ endpoint: 'https://shop.example/api/ucp', sandbox: true });
    const broken = { ucp: { ...profile.ucp, services: { 'dev.ucp.shopping': [{ version: UCP_VERSION, transport: 'rest' }] } } };
    expect(validProfile(broken)).toBe(false);
    expect(validProfile({ ucp: { version: 'latest', services: {}, payment_handlers: {} } })).toBe(false);
  });
});
