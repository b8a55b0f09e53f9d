import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/contract/limits';
import { EMAIL_MAX_LENGTH, isEmail } from '@/lib/validation/email';

export type PasswordFieldError = 'required' | 'tooShort' | 'tooLong';
export type PasswordError = PasswordFieldError | 'doesNotMatch';
export type EmailError = 'required' | 'invalidEmail' | 'tooLong';

/** What is wrong with one password field (spec section 5: required, 8 to 320 characters), or null. */
export function passwordError(value: string): PasswordFieldError | null {
  if (value.length === 0) return 'required';
  if (value.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (value.length > PASSWORD_MAX_LENGTH) return 'tooLong';
  return null;
}

/** The reset form's errors per field: each field on its own, then the repeat must match the new one. */
export function resetPasswordErrors(newPassword: string, repeat: string): { newPassword: PasswordError | null; repeat: PasswordError | null } {
  const first = passwordError(newPassword);
  const second = passwordError(repeat);
  return { newPassword: first, repeat: second ?? (newPassword === repeat ? null : 'doesNotMatch') };
}

/** What is wrong with an email field (required, a valid address, at most 320 characters), or null. */
export function emailError(value: string): EmailError | null {
  const email = value.trim();
  if (email.length === 0) return 'required';
  if (email.length > EMAIL_MAX_LENGTH) return 'tooLong';
  return isEmail(email) ? null : 'invalidEmail';
}
