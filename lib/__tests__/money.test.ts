import { currencyDigits, formatMoney } from '../money';

describe('currencyDigits', () => {
  it('knows two decimals for EUR and none for JPY', () => {
    expect(currencyDigits('EUR')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
  });
});

describe('formatMoney', () => {
  it('formats minor units with the locale and currency of each call, however many share a formatter', () => {
    expect(formatMoney({ amount: 1999, currency: 'EUR' }, 'de')).toBe('19,99\u00a0€');
    expect(formatMoney({ amount: 1999, currency: 'EUR' }, 'en')).toBe('€19.99');
    expect(formatMoney({ amount: 1999, currency: 'JPY' }, 'en')).toBe('¥1,999');
    expect(formatMoney({ amount: 5, currency: 'EUR' }, 'de')).toBe('0,05\u00a0€');
  });
});
