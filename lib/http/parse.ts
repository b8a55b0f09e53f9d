import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '@/lib/server/errors';
import { readLimitedBody } from './limited-body';

/** Largest JSON body any endpoint accepts; uploads have their own limit. */
export const JSON_BODY_LIMIT = 256 * 1024;

/** Query parameters as an object: one value as a string, repeated ones as an array. */
export function queryObject(search: URLSearchParams): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key);
    result[key] = values.length === 1 ? values[0]! : values;
  }
  return result;
}

/** Text PostgreSQL can store: no NUL character and no lone UTF-16 surrogate (jsonb refuses both). */
function isStorable(text: string): boolean {
  return !text.includes('\u0000') && text.isWellFormed();
}

/** The path of the first string (value or key) PostgreSQL could not store. */
function findUnstorableText(value: unknown, path: string[], depth = 0): string[] | null {
  if (typeof value === 'string') return isStorable(value) ? null : path;
  if (depth > 64 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = isStorable(key) ? findUnstorableText(item, [...path, key], depth + 1) : [...path, key];
    if (found) return found;
  }
  return null;
}

/** Parses input with a schema, turning failures into a 400 that names every failing field. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown, where: string): z.output<S> {
  const unstorable = findUnstorableText(input, [where]);
  if (unstorable) {
    throw new ValidationError([{ path: unstorable.join('.'), message: 'Text must be valid Unicode without NUL characters' }]);
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ValidationError(result.error.issues.slice(0, 20).map((issue) => ({
    path: [where, ...issue.path.map(String)].join('.'),
    message: issue.message,
  })));
}

/** Whether a request declares a JSON body: application/json or application/*+json. */
export function declaresJson(request: NextRequest): boolean {
  return /^application\/(.+\+)?json\s*(;|$)/i.test(request.headers.get('content-type') ?? '');
}

/**
 * Refuses a state-changing call that is not declared as JSON (415). Another site can make a browser
 * send a form or a `text/plain` POST with the shopper's cookies without asking first, but not an
 * application/json one (that needs a CORS preflight, which this API never grants): endpoints that take
 * no CSRF token rely on this instead.
 */
export function requireJsonRequest(request: NextRequest): void {
  if (!declaresJson(request)) throw new UnsupportedMediaTypeError('Send the request as application/json');
}

/** Reads a JSON body within the size limit; malformed JSON is a 400, a body of another (or no) content type a 415. */
export async function readJsonBody(request: NextRequest, limit = JSON_BODY_LIMIT): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) throw new PayloadTooLargeError(limit);
  const text = (await readLimitedBody(request.body, limit)).toString('utf8');
  if (text.trim() === '') return undefined;
  if (!declaresJson(request)) throw new UnsupportedMediaTypeError('Send the body as application/json');
  try {
    return JSON.parse(text);
  } catch {
    throw new ValidationError([{ path: 'body', message: 'Malformed JSON' }], 'Malformed JSON');
  }
}
