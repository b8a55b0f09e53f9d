import fc from 'fast-check';

/** Strings that have broken parsers, SQL, path handling and number coercion elsewhere. */
export const NASTY_STRINGS = [
  '', ' ', '..', '.', '../../etc/passwd', '%2e%2e%2f', '/', '\\', 'null', 'undefined', 'true', '[]', '{}',
  '0', '-0', '-1', '1e308', '-1e308', '1e-308', 'NaN', 'Infinity', '-Infinity', '0x10', '1_000', ' 1 ', '1.5', '9007199254740993',
  '__proto__', 'constructor', 'prototype', "'; drop table products; --", '" OR 1=1 --', '<script>alert(1)</script>',
  '\u0000', 'a\u0000b', '\uD800', '\uFEFF', '\u202Eevil', 'ü', 'Ω≈ç√', '👩‍👩‍👧‍👦', 'ｄｅｍｏ', 'ǅ', 'İ',
  '%', '%%', '%zz', '%00', '%E0%A4%A', '%FF', '%C0%AF', 'a%00b', '%2F', '+', '&', '=', '#', '?', '*', '${x}', '{{x}}', '$where',
  '00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff', '00000000-0000-0000-0000-00000000000g',
  '2026-02-30T25:61:00Z', 'x'.repeat(201), 'x'.repeat(5000), 'é'.repeat(400),
];

/** JSON values that sit on the edges of numbers, strings and containers. */
export const NASTY_JSON: unknown[] = [
  null, true, false, 0, -0, 1, -1, 0.5, 1e308, -1e308, 5e-324, Number.MAX_SAFE_INTEGER + 2, -Number.MAX_SAFE_INTEGER - 2, 2 ** 31, -(2 ** 31) - 1,
  '', 'NaN', '-0', 'Infinity', '1e308', [], {}, [[]], [{}], { '': '' }, JSON.parse('{"__proto__":{"polluted":true}}'),
  { constructor: { prototype: { polluted: true } } }, 'x'.repeat(100_000), Array.from({ length: 10_000 }, (_, i) => i),
  Array.from({ length: 10_000 }, () => ({ a: 1 })),
];

/** Text PostgreSQL cannot store: a NUL character or broken UTF-16 (a lone surrogate) inside plain text. */
export const brokenText: fc.Arbitrary<string> = fc.tuple(
  fc.string({ maxLength: 6 }), fc.constantFrom('\u0000', '\uD800', '\uDC00', '\uDBFF\uDBFF', 'a\uD83D'), fc.string({ maxLength: 6 }),
).map(([before, broken, after]) => `${before}${broken}${after}`);

/** One of the nasty strings, or a random one (any unicode, or the raw code points of "binary"). */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 20 }), weight: 1 },
  { arbitrary: fc.integer().map(String), weight: 1 },
  // Control characters, lone surrogates and path pieces inside plain text: NUL and broken UTF-16 are
  // what PostgreSQL refuses in text and jsonb.
  {
    arbitrary: fc.tuple(fc.string({ maxLength: 8 }), fc.constantFrom('\u0000', '\u0000', '\u0000', '\u0001', '\n', '\r\n', '\t', '\u007f', '\uD800', '\uDC00', '\uD83D', '\uFFFF', '\u2028', '..', '../', '%'), fc.string({ maxLength: 8 }))
      .map(([before, control, after]) => `${before}${control}${after}`),
    weight: 3,
  },
  { arbitrary: fc.double().map(String), weight: 1 },
  { arbitrary: brokenText, weight: 2 },
);

/** A random JSON value: the edges above, deeply nested ones, or anything fast-check makes up. */
export const nastyJson: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_JSON), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 4 }), weight: 3 },
  { arbitrary: fc.jsonValue({ maxDepth: 20, depthSize: 'large' }), weight: 1 },
  { arbitrary: nastyString, weight: 2 },
  { arbitrary: fc.nat(2000).map((depth) => nest(depth)), weight: 1 },
);

/** An array nested `depth` levels deep: [[[...]]]. */
export function nest(depth: number): unknown {
  let value: unknown = [];
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
}

/** Percent-encodes a query key or value; lone surrogates, which encodeURIComponent refuses, become U+FFFD. */
export function encodeQueryPart(value: string): string {
  return encodeURIComponent(value.toWellFormed());
}

/** Only what an HTTP header can carry (a ByteString without control characters). */
export function headerSafe(value: string): string {
  return value.replace(/[^\x20-\x7e]/g, '');
}

/** Replaces one place of a JSON value (an object field or array item, at any depth) with another value, or drops it. */
export function mutateAt(value: unknown, replacement: unknown, pick: number, drop: boolean): unknown {
  const places: Array<{ parent: Record<string, unknown> | unknown[]; key: string | number }> = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach((item, index) => { places.push({ parent: node, key: index }); visit(item); });
    else if (node && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) { places.push({ parent: node as Record<string, unknown>, key }); visit(item); }
    }
  };
  const copy = structuredClone(value);
  visit(copy);
  if (places.length === 0) return replacement;
  const { parent, key } = places[pick % places.length]!;
  if (drop && !Array.isArray(parent)) delete parent[key as string];
  else (parent as Record<string | number, unknown>)[key] = replacement;
  return copy;
}

/** A minimal PNG, GIF and JPEG header each: upload endpoints then look further than the first bytes. */
export const IMAGE_PREFIXES = [
  Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  new TextEncoder().encode('GIF89a'),
  Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]),
  new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg">'),
];

/** Real 1x1 images with their content type: what a correct upload sends. */
export const VALID_IMAGES: Array<{ type: string; bytes: Uint8Array }> = [
  { type: 'image/png', bytes: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64') },
  { type: 'image/gif', bytes: Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64') },
];

/** multipart/form-data bodies: one file, two files, none, unterminated, with odd names and types. */
export const multipartBody: fc.Arbitrary<{ body: Uint8Array; type: string }> = fc.record({
  files: fc.array(fc.record({
    name: fc.constantFrom('file', 'image', '', 'file"; x="'),
    filename: fc.oneof(fc.constantFrom('a.png', 'a.gif', 'a.jpg', '../../a.png', ''), fc.string({ maxLength: 30 })),
    type: fc.constantFrom('image/png', 'image/gif', 'image/jpeg', 'text/plain', ''),
    content: fc.oneof(fc.constantFrom(...VALID_IMAGES.map((image) => image.bytes)), fc.uint8Array({ maxLength: 300 })),
  }), { maxLength: 2 }),
  terminated: fc.boolean(),
  boundary: fc.constantFrom('x', 'boundary123', ''),
}).map(({ files, terminated, boundary }) => {
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  for (const file of files) {
    chunks.push(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    chunks.push(file.content, encoder.encode('\r\n'));
  }
  if (terminated) chunks.push(encoder.encode(`--${boundary}--\r\n`));
  return { body: Uint8Array.from(Buffer.concat(chunks)), type: `multipart/form-data; boundary=${boundary}` };
});
