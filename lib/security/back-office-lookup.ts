import { isBackOfficeOrigin } from './policy.mjs';

/** The endpoint that answers a shop's back-office origins (app/api/internal/back-office-origins). */
export const BACK_OFFICE_ORIGINS_PATH = '/api/internal/back-office-origins';

/**
 * How long an instance keeps a shop's answer: a change of the shop's back offices reaches the editor's
 * policy on every instance within this time.
 */
export const BACK_OFFICE_LOOKUP_TTL_MS = 30_000;

/** At most this many shops are remembered; the oldest answer makes room (requests may name any slug). */
const MAX_SHOPS = 1000;

/** An editor page waits at most this long; then its frame ancestors are the shop's own origin only. */
const TIMEOUT_MS = 3000;

/**
 * Where the proxy asks: INTERNAL_URL (an instance bound to another address than the loopback), else this
 * instance's own port on the loopback interface, never the request's Host, which the client chooses.
 */
export const backOfficeLookupBase = (env: Record<string, string | undefined>): string =>
  (env.INTERNAL_URL || `http://127.0.0.1:${env.PORT || 3000}`).replace(/\/+$/, '');

interface LookupOptions {
  base: string;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

/**
 * The back-office origins of a shop, for the proxy, which must not open the database: asked of the
 * instance's own endpoint and kept for BACK_OFFICE_LOOKUP_TTL_MS. Fails closed: when the answer does not
 * come, the shop has no back office for this request and the next one asks again. An unknown shop has
 * none. Only valid origins are kept.
 */
export function createBackOfficeLookup({ base, fetchImpl = (...args) => fetch(...args), now = Date.now }: LookupOptions) {
  const answers = new Map<string, { origins: Promise<readonly string[]>; expires: number }>();

  const ask = async (shop: string): Promise<readonly string[] | null> => {
    try {
      const response = await fetchImpl(`${base}${BACK_OFFICE_ORIGINS_PATH}?shop=${encodeURIComponent(shop)}`, {
        cache: 'no-store', signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (response.status === 404) return [];
      if (!response.ok) throw new Error(`answered ${response.status}`);
      const { origins } = (await response.json()) as { origins?: unknown };
      return Array.isArray(origins) ? origins.filter(isBackOfficeOrigin) : [];
    } catch (error) {
      console.warn(`back-office origins of ${shop}: ${(error as Error).message}`);
      return null;
    }
  };

  return (shop: string): Promise<readonly string[]> => {
    const kept = answers.get(shop);
    if (kept && kept.expires > now()) return kept.origins;
    answers.delete(shop);
    if (answers.size >= MAX_SHOPS) answers.delete(answers.keys().next().value!);
    // Requests arriving meanwhile share the one question.
    const entry = { expires: now() + BACK_OFFICE_LOOKUP_TTL_MS, origins: Promise.resolve<readonly string[]>([]) };
    entry.origins = ask(shop).then((answer) => {
      if (answer === null && answers.get(shop) === entry) answers.delete(shop);
      return answer ?? [];
    });
    answers.set(shop, entry);
    return entry.origins;
  };
}
