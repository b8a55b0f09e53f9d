import { addressSchema } from '@/lib/schemas/address';
import { addressErrors, addressValues, toAddress, withAccountDetails } from '../address-form';

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

  it("fills the empty name and email fields from the customer's account, keeping what is there", () => {
    const account = { email: 'shopper@demo.vitrine.test', firstName: 'Sam', lastName: 'Shopper' };
    expect(withAccountDetails(addressValues(), account)).toMatchObject({ firstName: 'Sam', lastName: 'Shopper', emailAddress: account.email, street: '' });
    expect(withAccountDetails({ ...addressValues(), firstName: 'Samantha' }, account)).toMatchObject({ firstName: 'Samantha', lastName: 'Shopper' });
    expect(withAccountDetails(addressValues(), { ...account, firstName: null, lastName: null })).toMatchObject({ firstName: '', lastName: '' });
  });
});

describe('address form and API schema', () => {
  it.each([
    ['a valid address', valid],
    ['a missing city', { ...valid, city: '' }],
    ['a long postal code', { ...valid, postalCode: '1'.repeat(21) }],
    ['a lower-case country', { ...valid, countryCode: 'de' }],
    ['a malformed email', { ...valid, emailAddress: 'a@b' }],
    ['spaces only in a required field', { ...valid, street: '   ' }],
    ['a long optional phone', { ...valid, phone: '1'.repeat(41) }],
  ])('agree on %s', (_, values) => {
    expect(Object.keys(addressErrors(values)).length === 0).toBe(addressSchema.safeParse(toAddress(values)).success);
  });
});
