import type { Address } from '@/lib/schemas/address';
import { ADDRESS_RULES, COUNTRY_CODE_PATTERN } from '@/lib/schemas/address-rules';
import { isEmail } from '@/lib/validation/email';
import { EU_COUNTRIES, isVatNumberOf } from '@/lib/validation/vat-number';

/** The fields of the checkout address form, in the order they are shown. */
export const ADDRESS_FIELDS = [
  'firstName', 'lastName', 'company', 'vatNumber', 'street', 'street2', 'postalCode', 'city', 'countryCode', 'emailAddress', 'phone',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string>;
export type AddressError = 'required' | 'tooLong' | 'invalidEmail' | 'invalidCountry' | 'invalidVatNumber';

/** Fields a shopper may leave empty. */
export const OPTIONAL_ADDRESS_FIELDS: readonly AddressField[] = ['company', 'vatNumber', 'street2', 'phone'];

/** Empty form values, or the values of an address the cart already has. */
export function addressValues(address?: Partial<Address> | null, email = ''): AddressValues {
  const values = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, address?.[field] ?? ''])) as AddressValues;
  if (!values.emailAddress) values.emailAddress = email;
  return values;
}

/**
 * The form's values with empty name and email fields taken from the signed-in customer's account, which
 * stores those and no postal address; what the shopper or the cart already has stays.
 */
export function withAccountDetails(values: AddressValues, account: { email: string; firstName: string | null; lastName: string | null }): AddressValues {
  return {
    ...values,
    firstName: values.firstName || (account.firstName ?? ''),
    lastName: values.lastName || (account.lastName ?? ''),
    emailAddress: values.emailAddress || account.email,
  };
}

/** The address to send: trimmed, with empty optional fields left out (the server validates it again). */
export function toAddress(values: AddressValues): Address {
  const entries = ADDRESS_FIELDS.map((field) => [field, values[field].trim()] as const).filter(([, value]) => value !== '');
  return Object.fromEntries(entries) as Address;
}

function fieldError(field: AddressField, raw: string, countryCode: string): AddressError | null {
  const value = raw.trim();
  const rule = ADDRESS_RULES[field];
  if (value === '') return rule.optional ? null : 'required';
  if (value.length > rule.max) return field === 'countryCode' ? 'invalidCountry' : 'tooLong';
  if (field === 'emailAddress' && !isEmail(value)) return 'invalidEmail';
  if (field === 'countryCode' && !COUNTRY_CODE_PATTERN.test(value)) return 'invalidCountry';
  // The server's rule: within the EU a VAT number must have its country's format; elsewhere it is kept as given.
  if (field === 'vatNumber' && EU_COUNTRIES.includes(countryCode) && !isVatNumberOf(countryCode, value)) return 'invalidVatNumber';
  return null;
}

/**
 * The validation message key of each invalid field, by the rules the API's address schema is built
 * from (lib/schemas/address-rules.ts), so that what the form accepts the server accepts too. Empty
 * when the address is valid.
 */
export function addressErrors(values: AddressValues): Partial<Record<AddressField, AddressError>> {
  const errors: Partial<Record<AddressField, AddressError>> = {};
  for (const field of ADDRESS_FIELDS) {
    const error = fieldError(field, values[field] ?? '', values.countryCode ?? '');
    if (error) errors[field] = error;
  }
  return errors;
}
