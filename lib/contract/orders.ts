import { z } from 'zod';
import { addressSchema } from '@/lib/schemas/address';
import { commonQuerySchema, moneySchema } from './common';
import { defineEndpoint } from './endpoint';

export const orderLineItemSchema = z.object({
  productId: z.uuid().nullable(),
  sku: z.string(),
  name: z.string(),
  variationString: z.string().nullable(),
  imageUrl: z.string().nullable(),
  quantity: z.number().int(),
  singleItemPrice: moneySchema,
  price: moneySchema,
});

/** A placed order (spec section 3, Order): a snapshot that later catalogue changes never alter. */
export const orderSchema = z.object({
  orderId: z.uuid(),
  orderNumber: z.string(),
  status: z.enum(['placed', 'paid', 'shipped', 'cancelled']),
  createdAt: z.iso.datetime(),
  currencyId: z.string(),
  email: z.string(),
  subtotal: moneySchema,
  discount: moneySchema,
  paymentFee: moneySchema,
  grandTotal: moneySchema,
  totalTax: moneySchema,
  taxRateBasisPoints: z.number().int(),
  /** The tax per rate as sold; empty on orders from before markets (then `totalTax` at `taxRateBasisPoints`). */
  taxLines: z.array(z.object({ rateBasisPoints: z.number().int(), base: moneySchema, tax: moneySchema })).max(10),
  /**
   * The market the order was sold in, as it was: its code (null before markets), delivery country, tax
   * display, and the reverse charge with the business buyer's VAT number (no VAT; the buyer accounts for it).
   */
  market: z.object({
    code: z.string().nullable(), country: z.string().nullable(), pricesIncludeTax: z.boolean(),
    reverseCharge: z.boolean(), vatNumber: z.string().nullable(),
  }),
  couponCampaign: z.object({ name: z.string(), code: z.string() }).nullable(),
  shippingData: z.object({ name: z.string(), price: moneySchema }),
  paymentData: z.object({ paymentMethod: z.object({ name: z.string(), kind: z.string() }) }),
  billingAddress: addressSchema,
  /** Null: delivered to the billing address. */
  shippingAddress: addressSchema.nullable(),
  customerComment: z.string().nullable(),
  lineItemContainer: z.object({ productLineItems: z.array(orderLineItemSchema).max(100) }),
});

export const orderEndpoints = {
  getOrder: defineEndpoint({
    method: 'GET', path: '/orders/{id}', tag: 'Orders', auth: 'public',
    summary: "An order, for the holder of its view token or its signed-in buyer; 404 otherwise (as for an unknown id).",
    params: z.object({ id: z.string().max(100) }),
    query: commonQuerySchema.extend({ viewtoken: z.string().max(200).optional() }),
    response: orderSchema,
  }),
};

export type OrderPayload = z.infer<typeof orderSchema>;
