/** Longest path segment a storefront route looks up; slugs and ids are far shorter. */
export const MAX_ROUTE_PARAM_LENGTH = 512;

/**
 * A path segment as the page should look it up, or null when no route could match it: an invalid
 * percent-encoding (`%FF`, `%E0%A4%A`), a NUL or other control character (PostgreSQL refuses NUL in
 * text), or a segment longer than any slug. Pages answer 404 for null, never 500.
 */
export function decodeRouteParam(raw: string | undefined): string | null {
  if (raw === undefined || raw.length > MAX_ROUTE_PARAM_LENGTH * 3) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (decoded === '' || decoded.length > MAX_ROUTE_PARAM_LENGTH || /[\u0000-\u001f\u007f]/.test(decoded)) return null;
  return decoded;
}
