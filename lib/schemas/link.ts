import { z } from 'zod';

/** Schemes a link saved by an owner may use; everything else (javascript:, data:, vbscript:, ...) is refused. */
export const LINK_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'] as const;
/** Schemes an image address may use: the web, or a path of this shop (uploads under /media). */
const IMAGE_SCHEMES = ['http:', 'https:'] as const;

const RELATIVE_BASE = 'https://relative.invalid/';

/**
 * The scheme a browser would use for this href, parsed as browsers parse it: leading spaces and
 * control characters are dropped and tabs or newlines inside (`java\tscript:`) are ignored, so string
 * checks of the text miss what the URL parser sees. A relative href takes the page's, an http(s) one.
 */
function schemeOf(href: string): string | null {
  try {
    return new URL(href, RELATIVE_BASE).protocol;
  } catch {
    return null;
  }
}

/** Whether an owner's link is http(s), mailto, tel or relative (a path, `?query` or `#anchor`). */
export function isSafeLink(href: string): boolean {
  const scheme = schemeOf(href);
  return scheme !== null && (LINK_SCHEMES as readonly string[]).includes(scheme);
}

/** Whether an image address is http(s) or a path of the shop. */
export function isSafeImageSource(src: string): boolean {
  const scheme = schemeOf(src);
  return scheme !== null && (IMAGE_SCHEMES as readonly string[]).includes(scheme);
}

/** The href to render for a stored link, or undefined for one that is not safe (saved before this rule). */
export function safeHref(href: string | undefined): string | undefined {
  return href !== undefined && isSafeLink(href) ? href : undefined;
}

export const LINK_MESSAGE = 'Links must be http(s), mailto, tel or relative';

/** A link an owner saves: http(s), mailto, tel or relative; anything else is a 400. */
export const linkSchema = (max = 2000) => z.string().max(max).refine(isSafeLink, LINK_MESSAGE);

/** An image address an owner saves: http(s) or a path (an empty one means no image yet). */
export const imageSourceSchema = (max = 2000) => z.string().max(max).refine((src) => src === '' || isSafeImageSource(src), IMAGE_SOURCE_MESSAGE);

export const IMAGE_SOURCE_MESSAGE = 'Images must be http(s) addresses or paths of the shop';
