import { EMAIL_MAX_LENGTH } from '@/lib/validation/email';

/** Longest value of each address field, and whether a shopper may leave it empty. */
export const ADDRESS_RULES = {
  salutation: { max: 40, optional: true },
  firstName: { max: 100, optional: false },
  lastName: { max: 100, optional: false },
  company: { max: 200, optional: true },
  street: { max: 200, optional: false },
  street2: { max: 200, optional: true },
  postalCode: { max: 20, optional: false },
  city: { max: 100, optional: false },
  countryCode: { max: 2, optional: false },
  emailAddress: { max: EMAIL_MAX_LENGTH, optional: false },
  phone: { max: 40, optional: true },
  /** A business buyer's EU VAT number (lib/validation/vat-number.ts), on the billing address. */
  vatNumber: { max: 20, optional: true },
} as const;

/** ISO 3166 alpha-2, as the shop's country list has them. */
export const COUNTRY_CODE_PATTERN = /^[A-Z]{2}$/;
