import { hmac } from '@/lib/server/security/signed-token';
import { safeEqual } from '@/lib/server/security/tokens';
import { bearerTokenOf } from './bearer-token';

/**
 * The bearer token of the scheduler's endpoint: derived from the server secret, so every instance
 * (and an operator's cron job given it) knows it without another setting, and nobody else does.
 */
export const schedulerToken = (secret: string): string => hmac('scheduled-publishes', secret);

/** Whether a request carries the scheduler's token. */
export function isSchedulerRequest(authorization: string | null, secret: string): boolean {
  const token = authorization === null ? null : bearerTokenOf(authorization);
  return token !== null && safeEqual(token, schedulerToken(secret));
}
