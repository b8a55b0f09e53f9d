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

/** The cookies a customer flow reads and writes; the HTTP layer's cookie jar fits it. */
export interface SessionCookies {
  get(name: string): string | undefined;
  set(name: string, value: string, maxAgeSeconds?: number): void;
  delete(name: string): void;
}
