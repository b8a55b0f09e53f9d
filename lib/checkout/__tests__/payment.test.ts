import { needsPaymentRedirect, paymentCancelUri, paymentReturnUri } from '../payment';

describe('payment redirect rules', () => {
  it('sends PayPal express and Amazon Pay to the provider first, never invoice or prepayment', () => {
    expect(needsPaymentRedirect('paypal-express')).toBe(true);
    expect(needsPaymentRedirect('amazon-pay')).toBe(true);
    expect(needsPaymentRedirect('invoice')).toBe(false);
    expect(needsPaymentRedirect('prepayment')).toBe(false);
  });

  it('returns to the current address without an earlier approval, keeping other parameters', () => {
    expect(paymentReturnUri('/checkout/confirmation', '?paymentToken=abc&shop=demo')).toBe('/checkout/confirmation?shop=demo');
    expect(paymentReturnUri('/de/checkout/confirmation', '')).toBe('/de/checkout/confirmation');
  });

  it('marks the cancel address once, however often the shopper went to the provider and back', () => {
    expect(paymentCancelUri('/checkout/confirmation', '')).toBe('/checkout/confirmation?paymentCancelled=1');
    expect(paymentCancelUri('/checkout/confirmation', '?shop=demo&paymentCancelled=1')).toBe('/checkout/confirmation?shop=demo&paymentCancelled=1');
    expect(paymentReturnUri('/checkout/confirmation', '?paymentCancelled=1&shop=demo')).toBe('/checkout/confirmation?shop=demo');
  });
});
