import { CONTACT_EMAIL_MAX, CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from '@/lib/contract/limits';
import { EMAIL_PATTERN } from '@/lib/validation/email';

export const CONTACT_FIELDS = ['name', 'email', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
/** Why a field is refused; each reason has a message in the Blocks namespace. */
export type ContactError = 'required' | 'tooLong' | 'invalidEmail';
export type ContactErrors = Partial<Record<ContactField, ContactError>>;

/** The longest value each field takes (spec sections 5 and 9). */
export const CONTACT_LIMITS: Record<ContactField, number> = {
  name: CONTACT_NAME_MAX, email: CONTACT_EMAIL_MAX, message: CONTACT_MESSAGE_MAX,
};

/** The contact form's rules (spec section 5): all fields required, length limits, a valid email. */
export function validateContactForm(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const value = values[field].trim();
    if (!value) errors[field] = 'required';
    else if (values[field].length > CONTACT_LIMITS[field]) errors[field] = 'tooLong';
  }
  if (!errors.email && !EMAIL_PATTERN.test(values.email.trim())) errors.email = 'invalidEmail';
  return errors;
}
