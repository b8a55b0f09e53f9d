import { ucpPaymentHandlers } from '../profile';
import { UCP_VERSION } from '../version';
import { ucpValidators } from './ucp-schemas';

const { checkout: validCheckout } = ucpValidators();

const SESSION = {
  ucp: { version: UCP_VERSION, capabilities: {}, payment_handlers: ucpPaymentHandlers(true) },
  id: 'session', status: 'incomplete', currency: 'EUR', links: [],
  line_items: [{ id: 'li_1', item: { id: 'p1', title: 'Mug', price: 1490 }, quantity: 1, totals: [{ type: 'subtotal', amount: 1490 }, { type: 'total', amount: 1490 }] }],
  totals: [{ type: 'subtotal', amount: 1490 }, { type: 'total', amount: 1490 }],
  discounts: { codes: ['WELCOME10'], applied: [{ code: 'WELCOME10', title: 'Welcome', amount: 149 }] },
  fulfillment: {
    methods: [{
      id: 'shipping', type: 'shipping', line_item_ids: ['li_1'], selected_destination_id: 'destination',
      destinations: [{ id: 'destination', street_address: 'Main Street 1', address_locality: 'Berlin', postal_code: '10115', address_country: 'DE' }],
      groups: [{ id: 'parcel', line_item_ids: ['li_1'], selected_option_id: 'standard', options: [{ id: 'standard', title: 'Standard', totals: [{ type: 'total', amount: 490 }] }] }],
    }],
  },
};
const [method] = SESSION.fulfillment.methods;

// The session tests (app/api/ucp) rely on this validator: it must refuse what the published schemas refuse.
describe('the vendored UCP checkout schema (with the discount and fulfillment extensions)', () => {
  it('takes a well-formed session', () => {
    expect(validCheckout(SESSION)).toBe(true);
  });

  it.each([
    ['an unknown status', { ...SESSION, status: 'open' }],
    ['no total', { ...SESSION, totals: [{ type: 'subtotal', amount: 1490 }] }],
    ['a positive discount total', { ...SESSION, totals: [...SESSION.totals, { type: 'discount', amount: 149 }] }],
    ['an applied discount without its title', { ...SESSION, discounts: { codes: [], applied: [{ code: 'X', amount: 1 }] } }],
    ['an error message without severity', { ...SESSION, messages: [{ type: 'error', code: 'missing', content: 'x' }] }],
    ['no payment handlers', { ...SESSION, ucp: { version: UCP_VERSION } }],
    ['an unknown fulfillment method type', { ...SESSION, fulfillment: { methods: [{ ...method, type: 'drone' }] } }],
    ['a fulfillment option without its title', { ...SESSION, fulfillment: { methods: [{ ...method, groups: [{ ...method!.groups[0], options: [{ id: 'x', totals: [] }] }] }] } }],
    ['a destination without its id', { ...SESSION, fulfillment: { methods: [{ ...method, destinations: [{ address_country: 'DE' }] }] } }],
  ])('refuses %s', (_, session) => {
    expect(validCheckout(session)).toBe(false);
  });
});
