import { isBackOfficeOrigin } from '@/lib/security/policy.mjs';

/** What proxy.ts needs to know of a shop before it routes a request (answered by lib/server/shop/shop-routing.ts). */
export interface ShopRouting {
  /** The back offices that may frame the shop's editor (shops.back_office_origins, valid origins only). */
  backOfficeOrigins: string[];
  /** The languages shoppers may see (live and preview alike); other language prefixes are not found. */
  locales: string[];
  /** The shop set a Tag Manager container: its shopper pages' policy allows the container's hosts (TAG_MANAGER_SOURCES). */
  tagManager: boolean;
}

/** The endpoint that answers a shop's routing facts (app/api/internal/shop-routing). */
export const SHOP_ROUTING_PATH = '/api/internal/shop-routing';

/**
 * How long an instance keeps a shop's answer: a change of the shop's back offices or visible languages
 * reaches the proxy of every instance within this time.
 */
export const SHOP_ROUTING_TTL_MS = 30_000;

/** At most this many shops are remembered; the oldest answer makes room (requests may name any slug). */
const MAX_SHOPS = 1000;

/** A request waits at most this long for the answer; then it is routed as if none had come. */
const TIMEOUT_MS = 3000;

/** A shop's facts; an unknown shop; or no answer (the request is then routed without the facts). */
export type ShopRoutingAnswer = ({ kind: 'shop' } & ShopRouting) | { kind: 'unknown' } | { kind: 'unavailable' };

const UNAVAILABLE: ShopRoutingAnswer = { kind: 'unavailable' };

/**
 * Where the proxy asks: INTERNAL_URL (an instance bound to another address than the loopback), else this
 * instance's own port on the loopback interface, never the request's Host, which the client chooses.
 */
export const shopRoutingBase = (env: Record<string, string | undefined>): string =>
  (env.INTERNAL_URL || `http://127.0.0.1:${env.PORT || 3000}`).replace(/\/+$/, '');

interface LookupOptions {
  base: string;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/**
 * A shop's routing facts, for the proxy, which must not open the database: asked of the instance's own
 * endpoint and kept for SHOP_ROUTING_TTL_MS. When the answer does not come, the request gets no facts
 * (the editor then no back office, fail closed; a shopper's page renders and finds out itself) and the
 * next request asks again. Only valid back-office origins are kept.
 */
export function createShopRoutingLookup({ base, fetchImpl = (...args) => fetch(...args), now = Date.now }: LookupOptions) {
  const answers = new Map<string, { answer: Promise<ShopRoutingAnswer>; expires: number }>();

  const ask = async (shop: string): Promise<ShopRoutingAnswer> => {
    try {
      const response = await fetchImpl(`${base}${SHOP_ROUTING_PATH}?shop=${encodeURIComponent(shop)}`, {
        cache: 'no-store', signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (response.status === 404) return { kind: 'unknown' };
      if (!response.ok) throw new Error(`answered ${response.status}`);
      const facts = (await response.json()) as { backOfficeOrigins?: unknown; locales?: unknown; tagManager?: unknown };
      return {
        kind: 'shop', backOfficeOrigins: strings(facts.backOfficeOrigins).filter(isBackOfficeOrigin), locales: strings(facts.locales),
        tagManager: facts.tagManager === true,
      };
    } catch (error) {
      console.warn(`routing facts of shop ${shop}: ${(error as Error).message}`);
      return UNAVAILABLE;
    }
  };

  return (shop: string): Promise<ShopRoutingAnswer> => {
    const kept = answers.get(shop);
    if (kept && kept.expires > now()) return kept.answer;
    answers.delete(shop);
    if (answers.size >= MAX_SHOPS) answers.delete(answers.keys().next().value!);
    // Requests arriving meanwhile share the one question.
    const entry = { expires: now() + SHOP_ROUTING_TTL_MS, answer: Promise.resolve(UNAVAILABLE) };
    entry.answer = ask(shop).then((answer) => {
      if (answer.kind === 'unavailable' && answers.get(shop) === entry) answers.delete(shop);
      return answer;
    });
    answers.set(shop, entry);
    return entry.answer;
  };
}
