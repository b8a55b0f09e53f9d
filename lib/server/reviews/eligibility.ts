import 'server-only';
import { findBuyerReview, findCustomerPurchase, findOrderPurchase } from '@/lib/db/reviews/queries';
import type { Customer } from '@/lib/server/customers/types';
import { orderOfReviewToken } from './review-link';

/** Who may review: the buyer as the review records them, and the name shown with it. */
export interface Reviewer {
  customerId: string | null;
  orderId: string | null;
  authorName: string;
}

export type Eligibility =
  | { eligible: true; reviewer: Reviewer }
  | { eligible: false; reason: 'NotABuyer' | 'AlreadyReviewed' };

/**
 * Only verified buyers review: a signed-in customer with an order holding the product (or one of its
 * variations) in the account or under its confirmed email address, or whoever holds the signed link of a review mail naming such an order. One review per
 * buyer and product.
 */
export async function reviewEligibility(shopId: string, productId: string, who: { customer: Customer | null; reviewToken?: string }): Promise<Eligibility> {
  const reviewer = await findReviewer(shopId, productId, who);
  if (!reviewer) return { eligible: false, reason: 'NotABuyer' };
  if (await findBuyerReview(productId, reviewer)) return { eligible: false, reason: 'AlreadyReviewed' };
  return { eligible: true, reviewer };
}

async function findReviewer(shopId: string, productId: string, { customer, reviewToken }: { customer: Customer | null; reviewToken?: string }): Promise<Reviewer | null> {
  if (customer) {
    const purchase = await findCustomerPurchase(shopId, customer, productId);
    if (purchase) return { customerId: customer.customerId, orderId: purchase.orderId, authorName: displayName(customer.firstName) };
  }
  const orderId = reviewToken ? await orderOfReviewToken(shopId, reviewToken) : null;
  if (!orderId) return null;
  const purchase = await findOrderPurchase(shopId, orderId, productId);
  return purchase ? { customerId: purchase.customerId, orderId, authorName: displayName(purchase.firstName) } : null;
}

/** The first name alone (never a surname or an address), or an empty name the page shows as "A buyer". */
function displayName(firstName: string | null): string {
  return (firstName ?? '').trim().slice(0, 60);
}
