/** @jest-environment node */
import { shopRoutingBase, SHOP_ROUTING_TTL_MS, createShopRoutingLookup } from '../shop-routing-lookup';

const answer = (status: number, body?: unknown) => Promise.resolve(new Response(body === undefined ? null : JSON.stringify(body), { status }));

function setUp(reply: (shop: string) => Promise<Response>) {
  let time = 1_000;
  const asked: string[] = [];
  const fetchImpl = jest.fn((url: string | URL | Request) => {
    const shop = new URL(String(url)).searchParams.get('shop')!;
    asked.push(shop);
    return reply(shop);
  }) as unknown as typeof fetch;
  const lookup = createShopRoutingLookup({ base: 'http://127.0.0.1:3100', fetchImpl, now: () => time });
  return { lookup, asked, later: (ms: number) => { time += ms; } };
}

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('the proxy\'s lookup of a shop\'s routing facts', () => {
  it('asks the instance itself, never the host a request names', () => {
    expect(shopRoutingBase({ PORT: '3100' })).toBe('http://127.0.0.1:3100');
    expect(shopRoutingBase({})).toBe('http://127.0.0.1:3000');
    expect(shopRoutingBase({ INTERNAL_URL: 'http://app:8080/', PORT: '3100' })).toBe('http://app:8080');
  });

  it('keeps valid origins only and remembers the answer for a while', async () => {
    const { lookup, asked, later } = setUp(() => answer(200, { backOfficeOrigins: ['https://bo.example.com', '*', 'https://*.example.com', "'unsafe-inline'", 7], locales: ['en', 'de', 3], tagManager: 'yes' }));
    const facts = { kind: 'shop', backOfficeOrigins: ['https://bo.example.com'], locales: ['en', 'de'], tagManager: false };
    expect(await lookup('demo')).toEqual(facts);
    later(SHOP_ROUTING_TTL_MS - 1);
    expect(await lookup('demo')).toEqual(facts);
    expect(asked).toEqual(['demo']);
    later(1);
    await lookup('demo');
    expect(asked).toEqual(['demo', 'demo']);
  });

  it('asks once for requests that arrive together', async () => {
    const { lookup, asked } = setUp(() => answer(200, { backOfficeOrigins: ['https://bo.example.com'], locales: ['en'] }));
    await Promise.all([lookup('demo'), lookup('demo'), lookup('other')]);
    expect(asked).toEqual(['demo', 'other']);
  });

  it('says when a shop is unknown, and remembers that', async () => {
    const { lookup, asked } = setUp(() => answer(404, { message: 'Not found' }));
    expect(await lookup('nobody')).toEqual({ kind: 'unknown' });
    expect(await lookup('nobody')).toEqual({ kind: 'unknown' });
    expect(asked).toEqual(['nobody']);
  });

  it('remembers a bounded number of shops, forgetting the oldest first', async () => {
    const { lookup, asked } = setUp(() => answer(200, { backOfficeOrigins: [], locales: ['en'] }));
    for (let i = 0; i <= 1000; i += 1) await lookup(`shop-${i}`);
    await lookup('shop-1000');
    await lookup('shop-0');
    expect(asked.filter((shop) => shop === 'shop-1000')).toHaveLength(1);
    expect(asked.filter((shop) => shop === 'shop-0')).toHaveLength(2);
  });

  it.each([
    ['a failed request', () => Promise.reject(new Error('connect ECONNREFUSED'))],
    ['an error answer', () => answer(500, { message: 'Internal Server Error' })],
    ['an answer that is no JSON', () => Promise.resolve(new Response('<html>', { status: 200 }))],
  ])('gives no facts on %s and asks again next time', async (_, reply) => {
    const { lookup, asked } = setUp(reply);
    expect(await lookup('demo')).toEqual({ kind: 'unavailable' });
    expect(await lookup('demo')).toEqual({ kind: 'unavailable' });
    expect(asked).toEqual(['demo', 'demo']);
  });
});
