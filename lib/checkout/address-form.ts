import { addressSchema, type Address } from '@/lib/schemas/address';

/** The fields of the checkout address form, in the order they are shown. */
export const ADDRESS_FIELDS = [
  'firstName', 'lastName', 'company', 'street', 'street2', 'postalCode', 'city', 'countryCode', 'emailAddress', 'phone',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string>;
export type AddressError = 'required' | 'tooLong' | 'invalidEmail' | 'invalidCountry';

/** Fields a shopper may leave empty. */
export const OPTIONAL_ADDRESS_FIELDS: readonly AddressField[] = ['company', 'street2', 'phone'];

/** Empty form values, or the values of an address the cart already has. */
export function addressValues(address?: Partial<Address> | null, email = ''): AddressValues {
  const values = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, address?.[field] ?? ''])) as AddressValues;
  if (!values.emailAddress) values.emailAddress = email;
  return values;
}

/** The address to send: trimmed, with empty optional fields left out (the server validates it again). */
export function toAddress(values: AddressValues): Address {
  const entries = ADDRESS_FIELDS.map((field) => [field, values[field].trim()] as const).filter(([, value]) => value !== '');
  return Object.fromEntries(entries) as Address;
}

function errorOf(field: AddressField, code: string, value: string): AddressError {
  if (value.trim() === '' && code !== 'too_big') return 'required';
  if (code === 'too_big') return 'tooLong';
  if (field === 'emailAddress') return 'invalidEmail';
  return 'invalidCountry';
}

/**
 * The validation message key of each invalid field, judged by the same schema the API applies, so that
 * what the form accepts the server accepts too. Empty when the address is valid.
 */
export function addressErrors(values: AddressValues): Partial<Record<AddressField, AddressError>> {
  const result = addressSchema.safeParse(toAddress(values));
  if (result.success) return {};
  const errors: Partial<Record<AddressField, AddressError>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as AddressField;
    errors[field] ??= errorOf(field, issue.code, values[field] ?? '');
  }
  return errors;
}
