import { CHECKOUT_STEPS, type CheckoutStep } from '@/lib/routing/constants';

/** What a step needs to know about the cart to tell which steps are done. */
export interface CheckoutProgress {
  billingAddress: unknown;
  shippingMethod: unknown;
  paymentMethod: unknown;
}

/** Whether a string names a checkout step. */
export function isCheckoutStep(value: string): value is CheckoutStep {
  return (CHECKOUT_STEPS as readonly string[]).includes(value);
}

/** Whether the cart holds what a step collects; confirmation is done only when the order is placed. */
export function isStepComplete(step: CheckoutStep, cart: CheckoutProgress): boolean {
  if (step === 'personal-data') return Boolean(cart.billingAddress);
  if (step === 'shipping') return Boolean(cart.shippingMethod);
  if (step === 'payment') return Boolean(cart.paymentMethod);
  return false;
}

/** The first step whose data the cart lacks (confirmation when everything is there). */
export function firstIncompleteStep(cart: CheckoutProgress): CheckoutStep {
  return CHECKOUT_STEPS.find((step) => !isStepComplete(step, cart)) ?? 'confirmation';
}

/**
 * Where a shopper asking for a step must go instead: the first incomplete step when it comes before
 * the one asked for (its data is needed first), else null (the step may be shown).
 */
export function stepRedirect(step: CheckoutStep, cart: CheckoutProgress): CheckoutStep | null {
  const first = firstIncompleteStep(cart);
  return CHECKOUT_STEPS.indexOf(first) < CHECKOUT_STEPS.indexOf(step) ? first : null;
}

/** The neighbours of a step: before the first comes the cart, after the last the order page. */
export function stepNeighbours(step: CheckoutStep): { previous: CheckoutStep | 'cart'; next: CheckoutStep | 'order' } {
  const index = CHECKOUT_STEPS.indexOf(step);
  return {
    previous: index === 0 ? 'cart' : CHECKOUT_STEPS[index - 1]!,
    next: index === CHECKOUT_STEPS.length - 1 ? 'order' : CHECKOUT_STEPS[index + 1]!,
  };
}

/** How each step appears in the step list: the current one, done ones (linked) and the rest. */
export function stepStates(current: CheckoutStep, cart: CheckoutProgress): { step: CheckoutStep; state: 'current' | 'completed' | 'upcoming' }[] {
  return CHECKOUT_STEPS.map((step) => ({
    step,
    state: step === current ? 'current' : isStepComplete(step, cart) ? 'completed' : 'upcoming',
  }));
}
