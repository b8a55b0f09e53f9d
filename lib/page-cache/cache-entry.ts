// What the shared page cache stores of a Next.js cache entry: its bytes, its tags, its lifetime.
import { deserialize, serialize } from 'node:v8';

/** Next's header listing the tags of a cached page or route (NEXT_CACHE_TAGS_HEADER). */
const TAGS_HEADER = 'x-next-cache-tags';
const ONE_YEAR_SECONDS = 31_536_000;

/** A stored entry: Next's value (a page, a route, data) and its cache control, as Next gave them. */
export interface StoredEntry {
  // Next's own types are internal: what the shared cache reads of them is named where it reads it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  value: any;
  cacheControl: unknown;
}

// The context and value shapes Next hands a cache handler; only these fields are read here.
interface ReadContext { kind?: string; tags?: string[]; softTags?: string[] }
interface EntryValue { kind?: string; revalidate?: unknown; headers?: Record<string, unknown> }
interface CacheControl { expire?: unknown; revalidate?: unknown }

/**
 * The bytes of an entry's value and cache control. V8's format keeps what JSON would lose (a page's
 * RSC payload and segments are Buffers in a Map) and builds only plain data when read: no code runs.
 * Undefined for a value it cannot copy (a function, say), which then stays in this instance's memory.
 */
export function encodeEntry(value: unknown, cacheControl: unknown): Buffer | undefined {
  try {
    return serialize({ value, cacheControl });
  } catch {
    return undefined;
  }
}

/**
 * The value and cache control stored by `encodeEntry`, or undefined for bytes it cannot read (written
 * by another Node.js version, say): such an entry counts as missing and is rendered again.
 */
export function decodeEntry(bytes: Buffer): StoredEntry | undefined {
  try {
    const entry: unknown = deserialize(bytes);
    return entry && typeof entry === 'object' && 'value' in entry ? entry as StoredEntry : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The tags stored with an entry: a page's or route's own (Next's tags header, implicit tags included).
 * A data entry's tags come with each read (its context's tags and soft tags), as Next's own cache does.
 */
export function storedTags(value: unknown): string[] {
  const header = (value as EntryValue | undefined)?.headers?.[TAGS_HEADER];
  return typeof header === 'string' && header ? header.split(',') : [];
}

/** The tags a read adds: those of a data entry (`unstable_cache`) and the soft tags of the page reading it. */
export function readTags(context: unknown): string[] {
  const read = context as ReadContext | undefined;
  return read?.kind === 'FETCH' ? [...(read.tags ?? []), ...(read.softTags ?? [])] : [];
}

/**
 * How long Redis keeps an entry, in whole seconds: until Next would no longer serve it (`expire`), else
 * its revalidation time, else (never revalidated by time) a year, the longest kept.
 */
export function lifetimeSeconds(value: unknown, cacheControl: unknown): number {
  const entry = value as EntryValue | undefined;
  const control = cacheControl as CacheControl | undefined;
  const candidates = [control?.expire, control?.revalidate, entry?.kind === 'FETCH' ? entry.revalidate : undefined];
  const seconds = candidates.find((candidate): candidate is number => typeof candidate === 'number' && candidate > 0) ?? ONE_YEAR_SECONDS;
  return Math.min(Math.ceil(seconds), ONE_YEAR_SECONDS);
}
