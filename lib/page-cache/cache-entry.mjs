// @ts-check
// What the shared page cache stores of a Next.js cache entry: its bytes, its tags, its lifetime.
import { deserialize, serialize } from 'node:v8';

/** Next's header listing the tags of a cached page or route (NEXT_CACHE_TAGS_HEADER). */
const TAGS_HEADER = 'x-next-cache-tags';
const ONE_YEAR_SECONDS = 31_536_000;

/**
 * The bytes of an entry's value and cache control. V8's format keeps what JSON would lose (a page's
 * RSC payload and segments are Buffers in a Map) and builds only plain data when read: no code runs.
 * Undefined for a value it cannot copy (a function, say), which then stays in this instance's memory.
 * @param {unknown} value
 * @param {unknown} cacheControl
 * @returns {Buffer | undefined}
 */
export function encodeEntry(value, cacheControl) {
  try {
    return serialize({ value, cacheControl });
  } catch {
    return undefined;
  }
}

/**
 * The value and cache control stored by `encodeEntry`, or undefined for bytes it cannot read (written
 * by another Node.js version, say): such an entry counts as missing and is rendered again.
 * @param {Buffer} bytes
 * @returns {{ value: any, cacheControl: any } | undefined}
 */
export function decodeEntry(bytes) {
  try {
    const entry = deserialize(bytes);
    return entry && typeof entry === 'object' && 'value' in entry ? entry : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The tags stored with an entry: a page's or route's own (Next's tags header, implicit tags included).
 * A data entry's tags come with each read (its context's tags and soft tags), as Next's own cache does.
 * @param {any} value
 * @returns {string[]}
 */
export function storedTags(value) {
  const header = value?.headers?.[TAGS_HEADER];
  return typeof header === 'string' && header ? header.split(',') : [];
}

/**
 * The tags a read adds: those of a data entry (`unstable_cache`) and the soft tags of the page reading it.
 * @param {any} context Next's get context
 * @returns {string[]}
 */
export function readTags(context) {
  return context?.kind === 'FETCH' ? [...(context.tags ?? []), ...(context.softTags ?? [])] : [];
}

/**
 * How long Redis keeps an entry, in whole seconds: until Next would no longer serve it (`expire`), else
 * its revalidation time, else (never revalidated by time) a year, the longest kept.
 * @param {any} value
 * @param {any} cacheControl
 */
export function lifetimeSeconds(value, cacheControl) {
  const candidates = [cacheControl?.expire, cacheControl?.revalidate, value?.kind === 'FETCH' ? value.revalidate : undefined];
  const seconds = candidates.find((candidate) => typeof candidate === 'number' && candidate > 0) ?? ONE_YEAR_SECONDS;
  return Math.min(Math.ceil(seconds), ONE_YEAR_SECONDS);
}
