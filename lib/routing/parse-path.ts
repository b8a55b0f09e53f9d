import { EDITOR_PREFIX } from './constants';

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
