import { AuthError, RateLimitError } from '@/lib/server/errors';
import { getRateLimiter } from '@/lib/server/rate-limit';
import type { Shop } from '@/lib/server/shop/types';
import { normalizeEmail } from './types';

/** Wrong passwords an account may receive from unknown browsers within the window before attempts are slowed. */
export const FREE_FAILURES = 5;
/**
 * Failed sign-ins are counted over a day from the first of them. Within it an account takes about 5
 * free guesses, 10 more in the first 17 minutes of doubling delays, then 4 an hour: some 100 a day.
 */
export const FAILURE_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The longest an unknown browser has to wait between attempts on one account. */
export const MAX_DELAY_MS = 15 * 60 * 1000;
/** Wrong passwords a known browser may send per window; beyond them it is treated as unknown. */
export const KNOWN_DEVICE_FAILURES = 10;

/**
 * How long further attempts from unknown browsers must wait after the n-th failure of the window:
 * nothing for the first few, then 1 s, 2 s, 4 s, ... up to 15 minutes. Guessing slows down
 * exponentially, while an account is never locked for longer than the cap.
 */
export function delayAfterFailures(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, 1000 * 2 ** (failures - FREE_FAILURES));
}

const keys = (shop: Pick<Shop, 'id'>, email: string) => {
  const account = `${shop.id}:${normalizeEmail(email)}`;
  return { failures: `sign-in-failures:${account}`, delay: `sign-in-delay:${account}` };
};
const deviceKey = (deviceId: string) => `sign-in-failures:device:${deviceId}`;

/**
 * Guards password sign-ins to one account (OWASP's device-cookie scheme). Browsers that signed in to
 * the account before (a known-device cookie) are never slowed down by the failures of others; each
 * has its own small budget of wrong passwords. Everyone else shares the account's growing delay.
 * The per-client limit of the endpoint comes on top, so one address cannot try many accounts fast.
 */
export async function guardSignIn<T>(shop: Pick<Shop, 'id'>, email: string, deviceId: string | null, attempt: () => Promise<T>): Promise<T> {
  const limiter = getRateLimiter();
  const key = keys(shop, email);
  const known = deviceId !== null && (await limiter.peek(deviceKey(deviceId))).count < KNOWN_DEVICE_FAILURES;
  if (!known) {
    const delay = await limiter.peek(key.delay);
    if (delay.count > 0) throw new RateLimitError(Math.ceil(delay.remainingMs / 1000));
  }
  let result: T;
  try {
    result = await attempt();
  } catch (error) {
    // Only a refused password counts; a failure of ours (the database) is no guess.
    if (!(error instanceof AuthError)) throw error;
    if (known) {
      await limiter.hit(deviceKey(deviceId), Number.MAX_SAFE_INTEGER, FAILURE_WINDOW_MS);
    } else {
      const { count } = await limiter.hit(key.failures, Number.MAX_SAFE_INTEGER, FAILURE_WINDOW_MS);
      const delayMs = delayAfterFailures(count);
      if (delayMs > 0) await limiter.hit(key.delay, 0, delayMs);
    }
    throw error;
  }
  // The right password: the device's own mistakes are forgiven; the account's count only when the
  // browser was not a known one (a known browser signing in says nothing about the strangers' guesses).
  if (deviceId !== null) await limiter.reset(deviceKey(deviceId));
  if (!known) await Promise.all([limiter.reset(key.failures), limiter.reset(key.delay)]);
  return result;
}
