import { UCP_CART, UCP_DISCOUNT, UCP_VERSION } from '../version';
import { ucpValidators } from './ucp-schemas';

const { cart: validCart } = ucpValidators();

const CART = {
  ucp: { version: UCP_VERSION, capabilities: { [UCP_CART]: [{ version: UCP_VERSION }], [UCP_DISCOUNT]: [{ version: UCP_VERSION }] } },
  id: 'cart', currency: 'CHF', links: [], messages: [], buyer: {}, context: { address_country: 'CH' },
  line_items: [{ id: 'li_1', item: { id: 'p1', title: 'Mug', price: 1490 }, quantity: 2, totals: [{ type: 'subtotal', amount: 2980 }, { type: 'total', amount: 2980 }] }],
  totals: [{ type: 'subtotal', amount: 2980 }, { type: 'discount', amount: -298 }, { type: 'tax', amount: 200 }, { type: 'total', amount: 2682 }],
  discounts: { codes: ['WELCOME10'], applied: [{ code: 'WELCOME10', title: 'Welcome', amount: 298 }] },
  continue_url: 'https://shop.example/api/agents/checkout/token',
};

// The cart tests (app/api/ucp/__tests__/cart.int.test.ts) rely on this validator: it must refuse what the published schemas refuse.
describe('the vendored UCP cart schema (with the discount extension)', () => {
  it('takes a well-formed cart', () => {
    expect(validCart(CART)).toBe(true);
    expect(validCart.errors ?? []).toEqual([]);
  });

  it.each([
    ['no currency', { ...CART, currency: undefined }],
    ['no totals', { ...CART, totals: undefined }],
    ['a line without its item', { ...CART, line_items: [{ id: 'li_1', quantity: 1, totals: [] }] }],
    ['an applied discount without its title', { ...CART, discounts: { codes: [], applied: [{ code: 'X', amount: 1 }] } }],
    ['an error message without severity', { ...CART, messages: [{ type: 'error', code: 'out_of_stock', content: 'x' }] }],
    ['a continue_url that is no URL', { ...CART, continue_url: 'not a url' }],
    ['no UCP version', { ...CART, ucp: { capabilities: {} } }],
  ])('refuses %s', (_, cart) => {
    expect(validCart(JSON.parse(JSON.stringify(cart)))).toBe(false);
  });
});
