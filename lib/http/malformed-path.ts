const HEX_PAIR = /^[0-9a-fA-F]{2}$/;
const lenientUtf8 = new TextDecoder('utf-8', { fatal: false });

/** The bytes a path segment stands for, read leniently: a `%` without two hex digits is itself. */
function segmentBytes(segment: string): Uint8Array {
  const bytes: number[] = [];
  for (let i = 0; i < segment.length; i += 1) {
    const pair = segment.slice(i + 1, i + 3);
    if (segment[i] === '%' && HEX_PAIR.test(pair)) {
      bytes.push(Number.parseInt(pair, 16));
      i += 2;
    } else {
      bytes.push(...new TextEncoder().encode(segment[i]!));
    }
  }
  return Uint8Array.from(bytes);
}

/** A segment that percent-decodes, as it is; any other re-encoded from its bytes, invalid UTF-8 as U+FFFD. */
function wellFormedSegment(segment: string): string {
  if (!segment.includes('%')) return segment;
  try {
    decodeURIComponent(segment);
    return segment;
  } catch {
    return encodeURIComponent(lenientUtf8.decode(segmentBytes(segment)));
  }
}

/**
 * The request target with every path segment Next.js could not percent-decode (`%FF`, `%E0%A4%A`,
 * `%zz`) replaced by its lenient reading, as browsers' URL parsers decode it: invalid bytes become
 * U+FFFD. Next.js answers such paths with a plain-text 500 (it looks for a Pages Router `_error` page
 * to show its 400, which an App Router app has none of); so mended, they reach the routes and get the
 * usual 404 page or JSON error. Well-formed targets come back unchanged (the same string).
 */
export function mendMalformedPath(target: string): string {
  const queryAt = target.search(/[?#]/);
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  if (!path.includes('%')) return target;
  const mended = path.split('/').map(wellFormedSegment).join('/');
  return mended === path ? target : `${mended}${queryAt === -1 ? '' : target.slice(queryAt)}`;
}
