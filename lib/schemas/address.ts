import { z } from 'zod';
import { ADDRESS_RULES, COUNTRY_CODE_PATTERN } from './address-rules';

const required = (field: keyof typeof ADDRESS_RULES) => z.string().trim().min(1).max(ADDRESS_RULES[field].max);
const optional = (field: keyof typeof ADDRESS_RULES) => z.string().trim().max(ADDRESS_RULES[field].max).optional();

/** A postal address as a shopper enters it in checkout (limits in address-rules.ts, shared with the form). */
export const addressSchema = z.object({
  salutation: optional('salutation'),
  firstName: required('firstName'),
  lastName: required('lastName'),
  company: optional('company'),
  street: required('street'),
  street2: optional('street2'),
  postalCode: required('postalCode'),
  city: required('city'),
  countryCode: z.string().regex(COUNTRY_CODE_PATTERN),
  emailAddress: z.email().max(ADDRESS_RULES.emailAddress.max),
  phone: optional('phone'),
  vatNumber: optional('vatNumber'),
});

export type Address = z.infer<typeof addressSchema>;
