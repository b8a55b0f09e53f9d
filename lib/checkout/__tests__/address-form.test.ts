import { addressErrors, addressValues, toAddress } from '../address-form';

const valid = addressValues({
  firstName: 'Sam', lastName: 'Shopper', street: 'Main St 1', postalCode: '10115', city: 'Berlin', countryCode: 'DE',
}, 'sam@example.com');

describe('address form rules', () => {
  it('accepts a complete address and leaves empty optional fields out', () => {
    expect(addressErrors(valid)).toEqual({});
    expect(toAddress({ ...valid, company: '  ' })).not.toHaveProperty('company');
    expect(toAddress({ ...valid, city: ' Berlin ' }).city).toBe('Berlin');
  });

  it('names the message of each invalid field', () => {
    expect(addressErrors({ ...valid, firstName: ' ', countryCode: '', emailAddress: 'nope', city: 'x'.repeat(101) })).toEqual({
      firstName: 'required', countryCode: 'required', emailAddress: 'invalidEmail', city: 'tooLong',
    });
    expect(addressErrors({ ...valid, countryCode: 'Germany' })).toEqual({ countryCode: 'invalidCountry' });
  });

  it('prefills the email of a signed-in customer when the address has none', () => {
    expect(addressValues(null, 'me@example.com').emailAddress).toBe('me@example.com');
    expect(addressValues({ emailAddress: 'a@b.de' }, 'me@example.com').emailAddress).toBe('a@b.de');
  });
});
