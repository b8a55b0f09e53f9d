import { firstIncompleteStep, isCheckoutStep, stepNeighbours, stepRedirect, stepStates } from '../steps';

const empty = { billingAddress: null, shippingMethod: null, paymentMethod: null };
const withAddress = { ...empty, billingAddress: { city: 'Berlin' } };
const withShipping = { ...withAddress, shippingMethod: { id: 's' } };
const complete = { ...withShipping, paymentMethod: { id: 'p' } };

describe('checkout steps', () => {
  it('recognises the four steps only', () => {
    expect(['personal-data', 'shipping', 'payment', 'confirmation'].every(isCheckoutStep)).toBe(true);
    expect(isCheckoutStep('cart')).toBe(false);
  });

  it('finds the first step whose data is missing', () => {
    expect(firstIncompleteStep(empty)).toBe('personal-data');
    expect(firstIncompleteStep(withAddress)).toBe('shipping');
    expect(firstIncompleteStep(withShipping)).toBe('payment');
    expect(firstIncompleteStep(complete)).toBe('confirmation');
    // A later choice does not make up for an earlier gap.
    expect(firstIncompleteStep({ ...empty, paymentMethod: { id: 'p' } })).toBe('personal-data');
  });

  it('redirects a later step to the first incomplete one and lets earlier steps be revisited', () => {
    expect(stepRedirect('confirmation', empty)).toBe('personal-data');
    expect(stepRedirect('payment', withAddress)).toBe('shipping');
    expect(stepRedirect('shipping', withAddress)).toBeNull();
    expect(stepRedirect('personal-data', complete)).toBeNull();
    expect(stepRedirect('confirmation', complete)).toBeNull();
  });

  it('goes back to the cart from the first step and on to the order page after the last', () => {
    expect(stepNeighbours('personal-data')).toEqual({ previous: 'cart', next: 'shipping' });
    expect(stepNeighbours('shipping')).toEqual({ previous: 'personal-data', next: 'payment' });
    expect(stepNeighbours('confirmation')).toEqual({ previous: 'payment', next: 'order' });
  });

  it('marks the current step, the completed ones and the upcoming ones', () => {
    expect(stepStates('payment', withShipping)).toEqual([
      { step: 'personal-data', state: 'completed' },
      { step: 'shipping', state: 'completed' },
      { step: 'payment', state: 'current' },
      { step: 'confirmation', state: 'upcoming' },
    ]);
  });
});
