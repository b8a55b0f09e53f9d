import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (
  password: string, salt: Buffer, keyLength: number, options: ScryptOptions,
) => Promise<Buffer>;

interface ScryptParams { N: number; r: number; p: number }

/** OWASP's recommended scrypt cost (N = 2^17, r = 8, p = 1): about 0.3 s and 128 MiB per hash. */
const CURRENT: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 64;
const PREFIX = 'scrypt';

// Bounds for parameters read back from storage, so that a corrupted or hostile value
// cannot make a verification allocate gigabytes or run for minutes.
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;

// Node refuses to run when 128 * N * r exceeds maxmem (default 32 MiB); leave headroom above that.
const maxmemFor = ({ N, r, p }: ScryptParams) => 128 * N * r * p + 32 * 1024 * 1024;

// NFKC: the same password typed with composed or decomposed accents must give the same key.
const derive = (plain: string, salt: Buffer, keyLength: number, params: ScryptParams) =>
  scrypt(plain.normalize('NFKC'), salt, keyLength, { ...params, maxmem: maxmemFor(params) });

/** Hashes a password into `scrypt$N$r$p$salt$hash` (base64url), so that parameters can change later. */
export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(plain, salt, KEY_BYTES, CURRENT);
  const { N, r, p } = CURRENT;
  return [PREFIX, N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether `plain` matches a stored hash; false, never an exception, for a malformed stored value. */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const parsed = parseStored(stored);
  if (!parsed || typeof plain !== 'string') return false;
  try {
    const key = await derive(plain, parsed.salt, parsed.hash.length, parsed.params);
    return timingSafeEqual(key, parsed.hash);
  } catch {
    return false;
  }
}

function parseStored(stored: unknown): { params: ScryptParams; salt: Buffer; hash: Buffer } | null {
  if (typeof stored !== 'string') return null;
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return null;
  const [N, r, p] = parts.slice(1, 4).map((part) => (/^[0-9]{1,8}$/.test(part) ? Number(part) : NaN)) as [number, number, number];
  const isPowerOfTwo = N > 1 && (N & (N - 1)) === 0;
  if (!isPowerOfTwo || N > MAX_N || !(r >= 1 && r <= MAX_R) || !(p >= 1 && p <= MAX_P)) return null;
  const [saltText, hashText] = parts.slice(4) as [string, string];
  if (!/^[A-Za-z0-9_-]+$/.test(saltText) || !/^[A-Za-z0-9_-]+$/.test(hashText)) return null;
  const salt = Buffer.from(saltText, 'base64url');
  const hash = Buffer.from(hashText, 'base64url');
  if (salt.length < 8 || hash.length < 16 || hash.length > 256) return null;
  return { params: { N, r, p }, salt, hash };
}
