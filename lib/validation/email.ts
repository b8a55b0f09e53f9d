/** Longest email address (spec section 9). */
export const EMAIL_MAX_LENGTH = 320;

/**
 * zod's email rule, which the API applies: forms never send what the server refuses, and the browser
 * bundle carries no zod (a unit test keeps both in step).
 */
export const EMAIL_PATTERN = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Whether a (trimmed) value is an email address the API accepts. */
export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}
