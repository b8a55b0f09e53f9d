import { z } from 'zod';
import { commonQuerySchema, errorBodySchema, moneySchema } from './common';
import { defineEndpoint } from './endpoint';
import { PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, WISHLIST_MAX_ITEMS } from './limits';


const emailField = z.email().max(320);
const passwordField = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
// Reset and confirmation tokens are 43 characters; anything up to the cap is looked up and simply not found.
const tokenField = z.string().min(1).max(256);

export const customerSchema = z.object({
  customerId: z.uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});

const okSchema = z.object({ ok: z.literal(true) });

/** The one answer to a registration, whether the address was new or taken: what happens next is in the email. */
export const registrationSchema = z.object({ status: z.literal('confirmation-sent') });

const wishlistProductSchema = z.object({
  productId: z.uuid(),
  sku: z.string(),
  name: z.string(),
  slug: z.string(),
  manufacturer: z.string().nullable(),
  price: moneySchema,
  stockLevel: z.number().int(),
  available: z.boolean(),
  isVariationMaster: z.boolean(),
  image: z.object({ url: z.string(), width: z.number().int(), height: z.number().int(), alt: z.string() }).nullable(),
});

export const wishlistSchema = z.object({
  items: z.array(z.object({ productId: z.uuid(), addedAt: z.iso.datetime(), product: wishlistProductSchema })).max(WISHLIST_MAX_ITEMS),
  totalNumberOfItems: z.number().int().min(0),
});

/** The 401 of wishlist calls: the spec's error plus the sign-in address the storefront redirects to. */
export const signInRequiredSchema = errorBodySchema.extend({ redirectUrl: z.string() });

export const customerEndpoints = {
  register: defineEndpoint({
    method: 'POST', path: '/cart/customer', tag: 'Customers', auth: 'public', successStatus: 202,
    summary: 'Registers an address: a new one gets an unconfirmed account and a confirmation email (24-hour link); an '
      + 'unconfirmed one the newer password and a new link; a confirmed one stays as it is and is told by email. '
      + 'The same answer in every case, and never a session: the account signs in once confirmed.',
    body: z.object({ email: emailField, initialPassword: passwordField }),
    response: registrationSchema,
    rateLimit: { bucket: 'customer-register', limit: 10, windowSeconds: 600, perAccount: true },
  }),
  confirmAccount: defineEndpoint({
    method: 'POST', path: '/cart/customer/confirm', tag: 'Customers', auth: 'public', errors: [422],
    summary: "Confirms an account with the token of its confirmation email (single use), signs it in (session cookie) "
      + 'and attaches it to the cart.',
    body: z.object({ token: tokenField }),
    response: customerSchema,
    rateLimit: { bucket: 'customer-confirm', limit: 10, windowSeconds: 900 },
  }),
  signIn: defineEndpoint({
    method: 'POST', path: '/cart/customer/login', tag: 'Customers', auth: 'public', errors: [401],
    summary: 'Signs a customer in with a new session cookie, revoking the session the browser had. After 5 wrong '
      + 'passwords for an account within a day, each further attempt on it must wait 1 s, 2 s, 4 s, ... up to 15 minutes '
      + '(429 with retry-after), except from a browser where the account signed in before (a signed device cookie): '
      + "others' wrong guesses never lock the customer out there.",
    body: z.object({ email: emailField, password: z.string().min(1).max(PASSWORD_MAX_LENGTH) }),
    response: customerSchema,
    rateLimit: { bucket: 'customer-login', limit: 10, windowSeconds: 900 },
  }),
  signOut: defineEndpoint({
    method: 'POST', path: '/cart/customer/logout', tag: 'Customers', auth: 'public', successStatus: 204,
    summary: "Ends the browser's customer session.",
    rateLimit: { bucket: 'customer-logout', limit: 60, windowSeconds: 60 },
  }),
  requestPasswordReset: defineEndpoint({
    method: 'POST', path: '/cart/customer/reset-password-request', tag: 'Customers', auth: 'public',
    summary: 'Emails a one-hour reset link when the address has an account; answers the same either way.',
    body: z.object({ email: emailField }),
    response: okSchema,
    rateLimit: { bucket: 'password-reset-request', limit: 5, windowSeconds: 900, perAccount: true },
  }),
  getResetToken: defineEndpoint({
    method: 'GET', path: '/cart/customer/reset-password', tag: 'Customers', auth: 'public',
    summary: 'The email address a valid, unused reset token belongs to (the reset page shows it); 404 otherwise.',
    query: commonQuerySchema.extend({ token: tokenField }),
    response: z.object({ email: z.string() }),
    rateLimit: { bucket: 'password-reset-lookup', limit: 30, windowSeconds: 900 },
  }),
  resetPassword: defineEndpoint({
    method: 'POST', path: '/cart/customer/reset-password', tag: 'Customers', auth: 'public', errors: [422],
    summary: "Sets a new password with a reset token (single use) and ends all of the customer's sessions.",
    body: z.object({ token: tokenField, newPassword: passwordField }),
    response: okSchema,
    rateLimit: { bucket: 'password-reset', limit: 10, windowSeconds: 900 },
  }),
  getCustomer: defineEndpoint({
    method: 'GET', path: '/customer', tag: 'Customers', auth: 'public', errors: [401],
    summary: 'The signed-in customer of this browser.',
    response: customerSchema,
  }),
  getWishlist: defineEndpoint({
    method: 'GET', path: '/wishlist', tag: 'Wishlist', auth: 'public', errors: [401],
    summary: "The signed-in customer's wishlist with product cards; 401 with redirectUrl when signed out.",
    response: wishlistSchema,
  }),
  addToWishlist: defineEndpoint({
    method: 'POST', path: '/wishlist', tag: 'Wishlist', auth: 'public', errors: [401, 422],
    summary: "Adds a product to the signed-in customer's wishlist (idempotent); 401 with redirectUrl when signed out.",
    body: z.object({
      product: z.object({ productId: z.uuid(), quantity: z.number().int().min(1).max(999).default(1) }),
      locale: z.string().max(10).optional(),
      lineItemId: z.string().max(64).optional(),
    }),
    response: wishlistSchema,
    rateLimit: { bucket: 'wishlist-write', limit: 120, windowSeconds: 60 },
  }),
  removeFromWishlist: defineEndpoint({
    method: 'DELETE', path: '/wishlist/{productId}', tag: 'Wishlist', auth: 'public', errors: [401],
    summary: "Removes a product from the signed-in customer's wishlist (idempotent).",
    params: z.object({ productId: z.uuid() }),
    response: wishlistSchema,
    rateLimit: { bucket: 'wishlist-write', limit: 120, windowSeconds: 60 },
  }),
};

export type CustomerPayload = z.infer<typeof customerSchema>;
export type RegistrationPayload = z.infer<typeof registrationSchema>;
export type WishlistPayload = z.infer<typeof wishlistSchema>;
export type SignInRequiredBody = z.infer<typeof signInRequiredSchema>;
