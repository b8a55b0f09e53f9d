import { CHECKOUT_STEPS, EDITOR_PREFIX, type CheckoutStep } from './constants';

export interface PublicPath {
  /** The path started with /editor. */
  editor: boolean;
  /** The two-letter language prefix, lower-cased, or null for the shop's default language. */
  language: string | null;
  /** The route of the spec's table, always starting with '/', without a trailing slash. */
  route: string;
}

const LANGUAGE_SEGMENT = /^[a-zA-Z]{2}$/;

/**
 * Splits a public path into its optional prefixes: `/editor`, then a two-letter language, then the route
 * (spec section 2: the first segment, or the second after the editor prefix, is a language when it has two letters).
 */
export function parsePublicPath(pathname: string): PublicPath {
  const segments = pathname.split('/').filter(Boolean);
  const editor = segments[0] === EDITOR_PREFIX.slice(1);
  if (editor) segments.shift();
  const first = segments[0];
  const language = first !== undefined && LANGUAGE_SEGMENT.test(first) ? first.toLowerCase() : null;
  if (language) segments.shift();
  return { editor, language, route: `/${segments.join('/')}` };
}

/** Builds a public path from its parts; the inverse of parsePublicPath. */
export function formatPublicPath({ editor, language, route }: PublicPath): string {
  const prefix = `${editor ? EDITOR_PREFIX : ''}${language ? `/${language}` : ''}`;
  if (route === '/') return prefix || '/';
  return `${prefix}${route}`;
}

/** What a route of the spec's table shows, with its parameters (slugs decoded). */
export type RouteKind =
  | { kind: 'home' }
  | { kind: 'category'; slug: string; /** Sort, page and page size as path segments (listing-view.ts). */ view: string[] }
  | { kind: 'product'; slug: string }
  | { kind: 'page'; slug: string }
  | { kind: 'legal'; slug: string }
  | { kind: 'cart' }
  | { kind: 'order'; orderId: string | null }
  | { kind: 'search' }
  | { kind: 'checkout'; step: CheckoutStep }
  | { kind: 'wishlist' }
  | { kind: 'forgot-password' }
  | { kind: 'reset-password' }
  | { kind: 'confirm-account' }
  | { kind: 'theme-manager' }
  | { kind: 'not-found' };

const FIXED_ROUTES: Readonly<Record<string, RouteKind>> = {
  cart: { kind: 'cart' }, search: { kind: 'search' }, wishlist: { kind: 'wishlist' },
  'forgot-password': { kind: 'forgot-password' }, 'reset-password': { kind: 'reset-password' },
  'confirm-account': { kind: 'confirm-account' }, thememanager: { kind: 'theme-manager' },
};

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The kind of a route from its segments, as they follow the prefixes in the address (or the locale
 * segment of the internal tree, where a category's view is appended as three more segments).
 */
export function parseRoute(segments: readonly string[]): RouteKind {
  const [first, second, ...rest] = segments;
  if (first === undefined) return { kind: 'home' };
  if (second === undefined) {
    if (first === 'o') return { kind: 'order', orderId: null };
    return FIXED_ROUTES[first] ?? { kind: 'not-found' };
  }
  const slug = decode(second);
  if (slug === null || slug === '') return { kind: 'not-found' };
  if (first === 'c' && (rest.length === 0 || rest.length === 3)) return { kind: 'category', slug, view: rest };
  if (rest.length > 0) return { kind: 'not-found' };
  switch (first) {
    case 'p': return { kind: 'product', slug };
    case 'i': return { kind: 'page', slug };
    case 'l': return { kind: 'legal', slug };
    case 'o': return { kind: 'order', orderId: slug };
    case 'checkout': return (CHECKOUT_STEPS as readonly string[]).includes(slug) ? { kind: 'checkout', step: slug as CheckoutStep } : { kind: 'not-found' };
    default: return { kind: 'not-found' };
  }
}
