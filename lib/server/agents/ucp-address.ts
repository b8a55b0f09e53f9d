import type { UcpPostalAddress } from '@/lib/contract/ucp';
import type { UcpBuyer } from '@/lib/db/schema';
import type { Address } from '@/lib/schemas/address';
import { isShopCountry } from '@/lib/server/checkout/methods';
import type { Shop } from '@/lib/server/shop/types';
import type { UcpMessage } from './ucp-session-view';

/**
 * A UCP postal address (types/postal_address.json) in the web checkout's shape, for the billing address
 * and the fulfillment destination alike: the names default to the buyer's, the e-mail is the buyer's.
 * Answers what is missing, at `path` (the JSON path of the address in the request), or that the shop does
 * not deliver to its country (`address_undeliverable`).
 */
export async function checkoutAddressOf(shop: Shop, buyer: UcpBuyer, address: UcpPostalAddress, path: string): Promise<{ address: Address | null; messages: UcpMessage[] }> {
  const fields = {
    firstName: address.first_name || buyer.first_name, lastName: address.last_name || buyer.last_name,
    street: address.street_address, postalCode: address.postal_code, city: address.address_locality,
    countryCode: address.address_country?.toUpperCase(), emailAddress: buyer.email,
  };
  const names: Record<keyof typeof fields, string> = {
    firstName: `${path}.first_name`, lastName: `${path}.last_name`, street: `${path}.street_address`, postalCode: `${path}.postal_code`,
    city: `${path}.address_locality`, countryCode: `${path}.address_country`, emailAddress: '$.buyer.email',
  };
  const messages: UcpMessage[] = Object.entries(fields).filter(([, value]) => !value)
    .map(([field]) => ({ type: 'error', code: 'missing', path: names[field as keyof typeof fields], content: 'Required for the address', severity: 'recoverable' }));
  if (messages.length > 0) return { address: null, messages };
  if (!(await isShopCountry(shop, fields.countryCode!))) {
    return { address: null, messages: [{ type: 'error', code: 'address_undeliverable', path: `${path}.address_country`, content: `The shop does not deliver to ${fields.countryCode}`, severity: 'recoverable' }] };
  }
  return {
    address: {
      firstName: fields.firstName!, lastName: fields.lastName!, street: fields.street!, postalCode: fields.postalCode!, city: fields.city!,
      countryCode: fields.countryCode!, emailAddress: fields.emailAddress!,
      ...(address.extended_address ? { street2: address.extended_address } : {}),
      ...(address.phone_number || buyer.phone_number ? { phone: address.phone_number || buyer.phone_number } : {}),
    },
    messages: [],
  };
}

/** A stored address as a UCP postal address. */
export function ucpPostalAddressOf(address: Address): UcpPostalAddress {
  return {
    first_name: address.firstName, last_name: address.lastName, street_address: address.street,
    ...(address.street2 ? { extended_address: address.street2 } : {}),
    address_locality: address.city, postal_code: address.postalCode, address_country: address.countryCode,
    ...(address.phone ? { phone_number: address.phone } : {}),
  };
}
