import { z } from 'zod';
import { ValidationError } from '@/lib/server/errors';
import { parseWith, queryObject } from '../parse';

describe('parseWith', () => {
  const schema = z.object({ name: z.string(), tags: z.array(z.string()).max(2) });

  it('returns the parsed value and strips unknown fields', () => {
    expect(parseWith(schema, { name: 'a', tags: [], admin: true }, 'body')).toEqual({ name: 'a', tags: [] });
  });

  it('names every failing field under its source', () => {
    try {
      parseWith(schema, { name: 1, tags: ['a', 'b', 'c'] }, 'body');
      throw new Error('expected a ValidationError');
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).fields.map((f) => f.path)).toEqual(['body.name', 'body.tags']);
    }
  });

  it('refuses NUL characters anywhere, which PostgreSQL text cannot store', () => {
    expect(() => parseWith(schema, { name: 'a\u0000b', tags: [] }, 'body')).toThrow(ValidationError);
    expect(() => parseWith(schema, { name: 'a', tags: ['ok', 'x\u0000'] }, 'query')).toThrow(/Validation failed/);
    expect(() => parseWith(z.record(z.string(), z.string()), { 'k\u0000': 'v' }, 'body')).toThrow(ValidationError);
  });

  it('refuses lone UTF-16 surrogates, which jsonb cannot store, and keeps real emoji', () => {
    expect(() => parseWith(schema, { name: 'a\ud83d', tags: [] }, 'body')).toThrow(ValidationError);
    expect(parseWith(schema, { name: 'a\ud83d\ude00', tags: [] }, 'body').name).toBe('a😀');
  });
});

describe('queryObject', () => {
  it('keeps single values as strings and repeated ones as arrays', () => {
    expect(queryObject(new URLSearchParams('a=1&b=2&b=3'))).toEqual({ a: '1', b: ['2', '3'] });
  });
});
