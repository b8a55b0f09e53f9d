import { z } from 'zod';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './limits';

/**
 * What the shop reads of UCP checkout requests (ucp.dev 2026-04-08, dev.ucp.shopping.checkout; the
 * vendored schemas in lib/agents/ucp/schemas are the full shapes). Fields the shop does not use are
 * allowed and ignored, as the protocol's open objects want.
 */

/** Calls a client may make to the UCP endpoints per minute, counted per agent and per client address. */
export const UCP_LIMIT = { bucket: 'ucp', limit: 120, windowSeconds: 60 };

/** A request body stops here: line items of ids and quantities, a buyer, an address. */
export const UCP_MAX_BODY_BYTES = 64 * 1024;

const text = (max: number) => z.string().trim().max(max);

const lineItemInput = z.object({
  item: z.object({ id: z.uuid() }),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
});

const buyerInput = z.object({
  email: z.email().max(320).optional(),
  first_name: text(100).optional(),
  last_name: text(100).optional(),
  phone_number: text(50).optional(),
});

export const ucpPostalAddress = z.object({
  street_address: text(200).optional(),
  extended_address: text(200).optional(),
  address_locality: text(100).optional(),
  address_region: text(100).optional(),
  address_country: text(2).optional(),
  postal_code: text(20).optional(),
  first_name: text(100).optional(),
  last_name: text(100).optional(),
  phone_number: text(50).optional(),
});

const instrumentInput = z.object({
  id: text(100),
  handler_id: text(100),
  type: text(100),
  selected: z.boolean().optional(),
  billing_address: ucpPostalAddress.optional(),
});

const paymentInput = z.object({ instruments: z.array(instrumentInput).max(10).optional() });

/** Create and update: the whole session the agent wants (PUT replaces), line items by product id. */
export const ucpCheckoutInput = z.object({
  line_items: z.array(lineItemInput).min(1).max(MAX_CART_LINES),
  buyer: buyerInput.optional(),
  payment: paymentInput.optional(),
  /** The discount extension: the codes to apply (a cart takes one coupon; PUT without codes removes it). */
  discounts: z.object({ codes: z.array(text(100)).max(10).optional() }).optional(),
});

/** Complete: the payment to place the order with. */
export const ucpCompleteInput = z.object({ payment: paymentInput.required({ instruments: true }) });

export type UcpCheckoutInput = z.infer<typeof ucpCheckoutInput>;
export type UcpCompleteInput = z.infer<typeof ucpCompleteInput>;
export type UcpPostalAddress = z.infer<typeof ucpPostalAddress>;
