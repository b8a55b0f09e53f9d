import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/contract/limits';
import { defineEndpoint } from './endpoint';

/** The signed-in owner, as the editor shows it. */
const ownerSessionSchema = z.object({
  email: z.string(),
  /** Slug of the shop the session belongs to. */
  shop: z.string(),
  expiresAt: z.iso.datetime(),
});

/**
 * Owner sign-in. Every sign-in is a server-side session: the shop's httpOnly session cookie
 * (`vitrine-owner.{shop}`) and the bearer tokens issued with it name the same session, so signing out
 * or changing the password ends both on every instance at once. Writes authorised by the cookie need
 * the x-csrf-token header; bearer-authorised ones do not. Sign-out comes last: the fuzz test walks the
 * endpoints in order with one owner session.
 */
export const authEndpoints = {
  signIn: defineEndpoint({
    method: 'POST', path: '/auth/sign-in', tag: 'Auth', auth: 'public', openWhenClosed: true, errors: [401],
    summary: "Signs a shop owner in: starts a session, sets the shop's session cookie and issues the editor's bearer token.",
    body: z.object({ email: z.email().max(320), password: z.string().min(1).max(320) }),
    response: z.object({ token: z.string(), expiresAt: z.iso.datetime() }),
    rateLimit: { bucket: 'owner-sign-in', limit: 10, windowSeconds: 300 },
  }),
  getSession: defineEndpoint({
    method: 'GET', path: '/auth/session', tag: 'Auth', auth: 'owner', openWhenClosed: true, errors: [401, 403],
    summary: 'The signed-in owner of this shop (session cookie or bearer token); 401 when nobody is.',
    response: ownerSessionSchema,
  }),
  exchangeToken: defineEndpoint({
    method: 'POST', path: '/auth/session', tag: 'Auth', auth: 'public', openWhenClosed: true, csrf: true, errors: [401, 403],
    summary: "Exchanges the editor's bearer token (from the `token` parameter or a TOKEN window message) for the session cookie of the same session.",
    body: z.object({ token: z.string().min(1).max(4096) }),
    response: ownerSessionSchema,
    rateLimit: { bucket: 'owner-session', limit: 30, windowSeconds: 300 },
  }),
  changePassword: defineEndpoint({
    method: 'POST', path: '/auth/password', tag: 'Auth', auth: 'owner', openWhenClosed: true, successStatus: 204, errors: [401, 403],
    summary: "Changes the signed-in owner's password (403 WrongPassword when the current one does not match) and ends every other session of that owner.",
    body: z.object({
      currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
      newPassword: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
    }),
    rateLimit: { bucket: 'owner-password', limit: 10, windowSeconds: 300 },
  }),
  signOut: defineEndpoint({
    method: 'DELETE', path: '/auth/session', tag: 'Auth', auth: 'owner', openWhenClosed: true, successStatus: 204, errors: [401, 403],
    summary: 'Signs out: ends the session (its cookie and every bearer token of it) and clears the cookie.',
  }),
};

export type OwnerSessionPayload = z.infer<typeof ownerSessionSchema>;
