import { needsPaymentRedirect, paymentReturnUri } from '../payment';

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
});
