/** Google's map hosts: www.google.com, maps.google.com and the country domains (google.de, google.co.uk). */
const MAP_HOST = /^(?:www\.|maps\.)?google\.[a-z]{2,3}(?:\.[a-z]{2})?$/;
const EMBED_PATH = '/maps/embed';

/** The src of a pasted iframe snippet, or the text itself when it is a bare URL. */
function pastedSrc(input: string): string {
  const text = input.trim();
  const src = /<iframe[^>]*\ssrc\s*=\s*(["'])(.*?)\1/is.exec(text)?.[2] ?? text;
  return src.replace(/&amp;/g, '&').trim();
}

/**
 * The embed address of a map pasted by the owner (spec section 5): only `https://{google host}/maps/embed?pb=...`
 * is accepted, and `#` and `&` inside the pb value are escaped so that all of it stays the map's parameter.
 * Null for anything else, so no other page can be framed.
 */
export function mapEmbedUrl(input: string): string | null {
  const src = pastedSrc(input);
  const match = /^https:\/\/([^/?#\s]+)(\/[^?#\s]*)\?pb=(.+)$/is.exec(src);
  if (!match) return null;
  const [, host, path, pb] = match as unknown as [string, string, string, string];
  if (!MAP_HOST.test(host.toLowerCase()) || path !== EMBED_PATH) return null;
  if (/[\s"'<>\\`]/.test(pb)) return null;
  return `https://${host.toLowerCase()}${EMBED_PATH}?pb=${pb.replace(/#/g, '%23').replace(/&/g, '%26')}`;
}
