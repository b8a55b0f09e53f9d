import { and, eq } from 'drizzle-orm';
import type { CartPayload } from '@/lib/contract/cart';
import { getDb } from '@/lib/db';
import { carts, paymentMethods, shippingMethods } from '@/lib/db/schema';
import type { Address } from '@/lib/schemas/address';
import { writeCartIn } from '@/lib/server/cart/cart-write';
import { getWrittenCart } from '@/lib/server/cart/get-cart';
import { EU_COUNTRIES, isVatNumberOf, normalizeVatNumber } from '@/lib/validation/vat-number';
import { BusinessRuleError } from '@/lib/server/errors';
import type { BrowserToken } from '@/lib/server/security/browser-token';
import type { Shop } from '@/lib/server/shop/types';
import { isShopCountry } from './methods';

type CartChange = Partial<Pick<typeof carts.$inferInsert, 'billingAddress' | 'shippingAddress' | 'shippingMethodId' | 'paymentMethodId' | 'customerComment'>>;

/**
 * Writes checkout details to the browser's cart (creating it if needed) and answers the cart. A change
 * of an address moves the cart to its delivery country (the delivery address's, else the billing
 * address's), which re-prices it in that country's market and tax; the answer says so (`market.repriced`).
 */
async function updateCart(shop: Shop, locale: string, cartToken: BrowserToken, change: CartChange): Promise<CartPayload> {
  const written = await writeCartIn(shop, locale, cartToken, { create: true }, async (tx, cart) => {
    await tx.update(carts).set(change).where(eq(carts.id, cart.id));
    if (change.billingAddress === undefined && change.shippingAddress === undefined) return undefined;
    const shipping = change.shippingAddress !== undefined ? change.shippingAddress : cart.shippingAddress;
    return (shipping ?? change.billingAddress ?? cart.billingAddress)?.countryCode;
  });
  return getWrittenCart(shop, locale, written);
}

/** The address with its VAT number in one form ("ATU12345678"); 422 when it lacks the format of its EU country's. */
function withCheckedVatNumber(address: Address): Address {
  if (!address.vatNumber) return address;
  const vatNumber = normalizeVatNumber(address.vatNumber);
  if (EU_COUNTRIES.includes(address.countryCode) && !isVatNumberOf(address.countryCode, vatNumber)) {
    throw new BusinessRuleError(`${address.vatNumber} is not a VAT number of ${address.countryCode}`, 'InvalidVatNumber');
  }
  return { ...address, vatNumber };
}

async function assertShopCountry(shop: Shop, address: Address): Promise<void> {
  if (!(await isShopCountry(shop, address.countryCode))) {
    throw new BusinessRuleError(`The shop does not deliver to ${address.countryCode}`, 'CountryNotSupported');
  }
}

/** Sets the billing address; its country must be one of the shop's. */
export async function setBillingAddress(shop: Shop, locale: string, cartToken: BrowserToken, address: Address): Promise<CartPayload> {
  await assertShopCountry(shop, address);
  return updateCart(shop, locale, cartToken, { billingAddress: withCheckedVatNumber(address) });
}

/** Sets the delivery address (null: deliver to the billing address); its country must be one of the shop's. */
export async function setShippingAddress(shop: Shop, locale: string, cartToken: BrowserToken, address: Address | null): Promise<CartPayload> {
  if (address) await assertShopCountry(shop, address);
  return updateCart(shop, locale, cartToken, { shippingAddress: address });
}

/** Chooses one of the shop's active shipping methods. */
export async function setShippingMethod(shop: Shop, locale: string, cartToken: BrowserToken, methodId: string): Promise<CartPayload> {
  const db = await getDb();
  const [method] = await db.select({ id: shippingMethods.id }).from(shippingMethods)
    .where(and(eq(shippingMethods.id, methodId), eq(shippingMethods.shopId, shop.id), eq(shippingMethods.isActive, true)));
  if (!method) throw new BusinessRuleError('The shop has no such shipping method', 'UnknownShippingMethod');
  return updateCart(shop, locale, cartToken, { shippingMethodId: method.id });
}

/** Chooses one of the shop's active payment methods. */
export async function setPaymentMethod(shop: Shop, locale: string, cartToken: BrowserToken, methodId: string): Promise<CartPayload> {
  const db = await getDb();
  const [method] = await db.select({ id: paymentMethods.id }).from(paymentMethods)
    .where(and(eq(paymentMethods.id, methodId), eq(paymentMethods.shopId, shop.id), eq(paymentMethods.isActive, true)));
  if (!method) throw new BusinessRuleError('The shop has no such payment method', 'UnknownPaymentMethod');
  return updateCart(shop, locale, cartToken, { paymentMethodId: method.id });
}

/** Sets the customer's comment; blank clears it. */
export async function setCustomerComment(shop: Shop, locale: string, cartToken: BrowserToken, comment: string): Promise<CartPayload> {
  const trimmed = comment.trim();
  return updateCart(shop, locale, cartToken, { customerComment: trimmed === '' ? null : trimmed });
}
