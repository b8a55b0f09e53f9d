/** A shopper account of one shop, as services hand it out (never with its password hash). */
export interface Customer {
  customerId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

/** Emails are compared and stored lower-cased and trimmed (unique per shop). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
