import { z } from 'zod';
import { isBackOfficeOrigin } from '@/lib/security/policy.mjs';

/** Most back offices a shop may name: each is one more origin in its editor's frame-ancestors. */
export const BACK_OFFICE_ORIGINS_MAX = 10;

/** In production shoppers and back offices reach a shop over https only; elsewhere http serves local trials. */
const httpsOnly = () => process.env.NODE_ENV === 'production';

/**
 * A text as an origin (`https://shop.example.com`, a port if any), in the form browsers write one: lower
 * case, no default port, no trailing slash. Anything more than an origin (a user, a path, a query, a
 * fragment) is refused rather than dropped, so that nobody saves an address other than the one they read.
 * Answers the origin, or why the text is none.
 */
export function originOf(text: string, production = httpsOnly()): { origin: string } | { error: string } {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return { error: 'Enter an address such as https://shop.example.com' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { error: 'The address must start with https://' };
  if (production && url.protocol !== 'https:') return { error: 'The address must use https' };
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash || /[?#]$/.test(text.trim())) {
    return { error: 'The address is the scheme and host only: no path, query or fragment' };
  }
  return { origin: url.origin };
}

/** Whether an origin is this machine's own: links built on it reach nobody else. */
export function isLoopbackOrigin(origin: string): boolean {
  const host = new URL(origin).hostname;
  return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127\./.test(host);
}

/** The shop's public address (`baseUrl`), as an origin; https only in production. */
export const shopAddressSchema = z.string().max(300).transform((text, context) => {
  const parsed = originOf(text);
  if ('error' in parsed) {
    context.addIssue({ code: 'custom', message: parsed.error });
    return z.NEVER;
  }
  return parsed.origin;
});

/** A text as the origin of a back office that may frame the editor: one the security policy takes (lib/security/policy.mjs). */
export function backOfficeOriginOf(text: string, production = httpsOnly()): { origin: string } | { error: string } {
  const parsed = originOf(text, production);
  if ('origin' in parsed && !isBackOfficeOrigin(parsed.origin)) return { error: 'A back office over http must be on localhost' };
  return parsed;
}

const backOfficeOriginSchema = z.string().max(300).transform((text, context) => {
  const parsed = backOfficeOriginOf(text);
  if ('error' in parsed) {
    context.addIssue({ code: 'custom', message: parsed.error });
    return z.NEVER;
  }
  return parsed.origin;
});

/** The back offices a shop names, each once; an empty list frames the editor from the shop itself only. */
export const backOfficeOriginsSchema = z.array(backOfficeOriginSchema).max(BACK_OFFICE_ORIGINS_MAX)
  .refine((origins) => new Set(origins).size === origins.length, 'Each back office at most once');
