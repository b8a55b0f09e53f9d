import type { UcpDestination, UcpFulfillmentInput } from '@/lib/contract/ucp';
import type { UcpAddress, UcpBuyer } from '@/lib/db/schema';
import { shippingCharge } from '@/lib/pricing/shipping';
import type { Address } from '@/lib/schemas/address';
import type { CartState } from '@/lib/server/cart/cart-payload';
import type { ShippingMethod } from '@/lib/server/checkout/methods';
import type { Shop } from '@/lib/server/shop/types';
import { checkoutAddressOf, ucpPostalAddressOf } from './ucp-address';
import type { UcpMessage } from './ucp-session-view';

/**
 * The fulfillment extension (UCP 2026-04-08, dev.ucp.shopping.fulfillment) on the web checkout's delivery:
 * one method, shipping, for every line, to one destination (the cart's delivery address, else its billing
 * address), in one group whose options are the shop's shipping methods priced for the cart in its market.
 * The ids of the method, destination and group are fixed, as there is one of each; an option's id is the
 * shipping method's.
 */
export const UCP_METHOD_ID = 'shipping';
export const UCP_DESTINATION_ID = 'destination';
export const UCP_GROUP_ID = 'parcel';

const METHOD_PATH = '$.fulfillment.methods[0]';

/** What a write asks of delivery: the destination (null: the billing address) and, when named, the option. */
export interface DeliveryRequest {
  /** The destination as the agent named it, kept with the session; null when it named none. */
  named: UcpAddress | null;
  /** The destination as the cart keeps it; null when none was named or it was refused. */
  address: Address | null;
  /** The shipping method chosen, when the agent chose one the shop has. */
  methodId: string | undefined;
  messages: UcpMessage[];
}

function withoutId(destination: UcpDestination): UcpAddress {
  const address: UcpDestination = { ...destination };
  delete address.id;
  return address;
}

/** Reads a write's fulfillment: the selected destination (else the only one) and the selected option. */
export async function deliveryRequestOf(shop: Shop, buyer: UcpBuyer, fulfillment: UcpFulfillmentInput | undefined, methods: readonly ShippingMethod[]): Promise<DeliveryRequest> {
  const method = fulfillment?.methods?.[0];
  const destinations = method?.destinations ?? [];
  const index = Math.max(0, destinations.findIndex((destination) => destination.id !== undefined && destination.id === method?.selected_destination_id));
  // The destination's own id is the agent's: the session answers its one destination under UCP_DESTINATION_ID.
  const named = destinations[index] ? withoutId(destinations[index]) : null;
  const checked = named ? await checkoutAddressOf(shop, buyer, named, `${METHOD_PATH}.destinations[${index}]`) : { address: null, messages: [] };
  const optionId = method?.groups?.[0]?.selected_option_id ?? undefined;
  const known = methods.find((candidate) => candidate.id === optionId);
  const messages = [...checked.messages];
  if (optionId !== undefined && !known) {
    messages.push({
      type: 'error', code: 'invalid', path: `${METHOD_PATH}.groups[0].selected_option_id`, severity: 'recoverable',
      content: 'No such fulfillment option: choose one of the group\'s options',
    });
  }
  return { named, address: checked.address, methodId: known?.id, messages };
}

/** The session's standing fulfillment problem: a destination it named that the shop refused (its details were the write's messages). */
export function fulfillmentMessages(named: UcpAddress | null, state: CartState): UcpMessage[] {
  if (!named || state.contents.cart.shippingAddress) return [];
  return [{
    type: 'error', code: 'address_undeliverable', path: `${METHOD_PATH}.destinations[0]`, severity: 'recoverable',
    content: 'The shop cannot ship to this destination: send a complete address in a country it delivers to',
  }];
}

/** The session's `fulfillment` (types/fulfillment.json): the method with its destination and the options with what each costs this cart now. */
export function fulfillmentView(state: CartState, named: UcpAddress | null, methods: readonly ShippingMethod[]) {
  const { cart, lines, shippingMethod } = state.contents;
  const lineIds = lines.map((line) => line.lineItemId);
  const delivery = cart.shippingAddress ?? cart.billingAddress;
  const destination = named ?? (delivery ? ucpPostalAddressOf(delivery) : null);
  // The rule the cart's own shipping total follows, so the selected option's total is the `fulfillment` total.
  const goods = state.priced.totals.subtotal - state.priced.totals.discount;
  return {
    methods: [{
      id: UCP_METHOD_ID, type: 'shipping' as const, line_item_ids: lineIds,
      destinations: destination ? [{ id: UCP_DESTINATION_ID, ...destination }] : [],
      selected_destination_id: destination ? UCP_DESTINATION_ID : null,
      groups: [{
        id: UCP_GROUP_ID, line_item_ids: lineIds, selected_option_id: shippingMethod?.id ?? null,
        options: methods.map((method) => ({
          id: method.id, title: method.name,
          ...(method.description && method.description !== method.name ? { description: method.description } : {}),
          totals: [{ type: 'total', amount: shippingCharge({ priceAmount: method.price.amount, freeFromAmount: method.freeFrom?.amount ?? null }, goods, lines.length > 0) }],
        })),
      }],
    }],
  };
}
