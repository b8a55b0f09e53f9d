import { unitPriceFor, type BulkTier } from './bulk-price';
import { couponDiscount, type CouponRules } from './coupon';
import { shippingCharge, type ShippingRate } from './shipping';
import { includedTax, taxOnNet } from './tax';

/** Largest amount an order may total: the orders table holds 32-bit integers. */
export const MAX_ORDER_AMOUNT = 2_147_483_647;

export interface PricedLineInput {
  quantity: number;
  basePriceAmount: number;
  bulkTiers: readonly BulkTier[];
  /** The line's own rate (its product's tax class); the standard `taxRateBasisPoints` when absent. */
  taxRateBasisPoints?: number;
}

export interface TotalsInput {
  lines: readonly PricedLineInput[];
  /** The coupon's discount rules when the coupon applies (no validation errors); else null. */
  coupon: Pick<CouponRules, 'discountType' | 'discountValue'> | null;
  shipping: ShippingRate | null;
  paymentFeeAmount: number;
  /** The standard rate: of shipping, the payment fee and lines without a rate of their own. */
  taxRateBasisPoints: number;
  /** Gross prices (the default): tax is the included share; net prices: tax is added on top. */
  pricesIncludeTax?: boolean;
}

/** The tax of one rate: the amount it is levied on (gross or net as the prices are) and the tax. */
export interface TaxLine {
  rateBasisPoints: number;
  baseAmount: number;
  taxAmount: number;
}

export interface Totals {
  lines: { unitPriceAmount: number; totalAmount: number }[];
  subtotal: number;
  discount: number;
  shipping: number;
  paymentFee: number;
  grandTotal: number;
  /** The tax in the grand total: included when prices are gross, added to it when net. */
  tax: number;
  /** The tax per rate, highest rate first; their sum is `tax`. */
  taxLines: TaxLine[];
  /** False when the total is beyond what an order can hold. */
  withinLimits: boolean;
}

/**
 * The totals of a cart, computed on the server in integer minor units: bulk prices per line, the
 * coupon on the line-item subtotal, shipping (`shippingCharge`: free from its threshold, measured after the discount),
 * the payment fee, and the tax per rate (`taxLinesOf`), included in the grand total when prices are gross,
 * added to it when they are net.
 */
export function computeTotals(input: TotalsInput): Totals {
  const lines = input.lines.map((line) => {
    const unitPriceAmount = unitPriceFor(line.basePriceAmount, line.bulkTiers, line.quantity);
    return { unitPriceAmount, totalAmount: unitPriceAmount * line.quantity };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.totalAmount, 0);
  const discount = input.coupon ? couponDiscount(input.coupon, subtotal) : 0;
  const goods = subtotal - discount;
  const shipping = input.shipping ? shippingCharge(input.shipping, goods, lines.length > 0) : 0;
  const paymentFee = lines.length === 0 ? 0 : input.paymentFeeAmount;
  const beforeTax = goods + shipping + paymentFee;
  const bases = taxBases(input, lines.map((line) => line.totalAmount), discount, shipping + paymentFee);
  const pricesIncludeTax = input.pricesIncludeTax ?? true;
  const taxLines = [...bases].sort(([a], [b]) => b - a).map(([rateBasisPoints, baseAmount]) => ({
    rateBasisPoints, baseAmount,
    taxAmount: pricesIncludeTax ? includedTax(baseAmount, rateBasisPoints) : taxOnNet(baseAmount, rateBasisPoints),
  }));
  const tax = taxLines.reduce((sum, line) => sum + line.taxAmount, 0);
  const grandTotal = pricesIncludeTax ? beforeTax : beforeTax + tax;
  return {
    lines, subtotal, discount, shipping, paymentFee, grandTotal, tax, taxLines,
    withinLimits: grandTotal <= MAX_ORDER_AMOUNT && subtotal <= MAX_ORDER_AMOUNT,
  };
}

/**
 * The amount taxed at each rate: the lines of that rate less their share of the discount (split in
 * proportion to the lines, the remainder to the largest share so the shares sum to the discount), and
 * shipping and fee at the standard rate. With one rate it is the whole total, as a single-rate shop
 * always taxed it.
 */
function taxBases(input: TotalsInput, lineTotals: number[], discount: number, extras: number): Map<number, number> {
  const bases = new Map<number, number>();
  const add = (rate: number, amount: number) => bases.set(rate, (bases.get(rate) ?? 0) + amount);
  input.lines.forEach((line, i) => add(line.taxRateBasisPoints ?? input.taxRateBasisPoints, lineTotals[i]!));
  add(input.taxRateBasisPoints, 0);
  const subtotal = lineTotals.reduce((sum, amount) => sum + amount, 0);
  if (discount > 0 && subtotal > 0) {
    const shares = [...bases].map(([rate, amount]) => [rate, Number((BigInt(amount) * BigInt(discount)) / BigInt(subtotal))] as const);
    const remainder = discount - shares.reduce((sum, [, share]) => sum + share, 0);
    const largest = shares.reduce((best, share) => (share[1] >= best[1] ? share : best));
    for (const [rate, share] of shares) add(rate, -(share + (rate === largest[0] ? remainder : 0)));
  }
  add(input.taxRateBasisPoints, extras);
  for (const [rate, amount] of bases) if (amount === 0 && rate !== input.taxRateBasisPoints) bases.delete(rate);
  return bases;
}
