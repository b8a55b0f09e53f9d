/**
 * Account protection (issue 14): strangers' wrong passwords slow guessing on an account down, but never
 * lock its customer out of a browser where they signed in before; rate limits key on the socket's
 * address, not on an X-Forwarded-For the client writes itself.
 */
import type { DatabaseHandle } from '@/lib/db/client';
import { DEMO } from '@/lib/db/seed/demo';
import { PEER_ADDRESS_HEADER } from '@/lib/http/client-address';
import { setRateLimiter } from '@/lib/server/rate-limit';
import { MemoryRateLimiter } from '@/lib/server/rate-limit/memory';
import { FREE_FAILURES, KNOWN_DEVICE_FAILURES, MAX_DELAY_MS } from '@/lib/server/customers/sign-in-guard';
import { callRoute } from '@/lib/testing/call-route';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { POST as login } from '../login/route';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createSeededTestDatabase();
});
afterAll(() => handle.close());
beforeEach(() => setRateLimiter(new MemoryRateLimiter()));
afterEach(() => jest.restoreAllMocks());

const DEVICE_COOKIE = 'vitrine-device.demo';
let peerCounter = 0;
/** A stranger's request comes from a new address each time, as a botnet's would. */
const strangerPeer = () => `203.0.113.${(peerCounter += 1) % 250}`;

const signIn = (password: string, options: { peer?: string; forwardedFor?: string; cookies?: Record<string, string>; email?: string } = {}) =>
  callRoute<{ email?: string; code?: string }>(login, {
    method: 'POST', url: '/api/v2/cart/customer/login?shop=demo', body: { email: options.email ?? DEMO.customer.email, password },
    headers: { [PEER_ADDRESS_HEADER]: options.peer ?? strangerPeer(), 'x-forwarded-for': options.forwardedFor ?? '192.0.2.1' },
    cookies: options.cookies,
  });

/** The real customer signs in once from their own browser and keeps its device cookie. */
async function customersBrowser(): Promise<Record<string, string>> {
  const response = await signIn(DEMO.customer.password, { peer: '198.51.100.10' });
  expect(response.status).toBe(200);
  const device = response.setCookies[DEVICE_COOKIE];
  expect(device).toMatch(/^[\w-]+\.[\w-]+$/);
  return { [DEVICE_COOKIE]: device! };
}

/** The limiter's clock: tests move it forward instead of waiting. */
let offset = 0;
beforeEach(() => {
  offset = 0;
  const base = Date.now();
  jest.spyOn(Date, 'now').mockImplementation(() => base + offset);
});
const advance = (ms: number) => {
  offset += ms;
};

describe('a stranger guessing the password of an account', () => {
  it('is slowed down after a few failures, with a doubling retry-after', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < FREE_FAILURES; i += 1) statuses.push((await signIn(`guess ${i}`)).status);
    expect(statuses).toEqual(Array(FREE_FAILURES).fill(401));
    const waits: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      const slowed = await signIn('too soon');
      expect(slowed.status).toBe(429);
      expect(slowed.json.code).toBe('RateLimited');
      waits.push(Number(slowed.headers.get('retry-after')));
      // Waiting out the delay and guessing wrong again doubles the next one.
      advance(waits.at(-1)! * 1000 + 1);
      expect((await signIn(`guess again ${round}`)).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16]);
  });

  it('never makes anyone wait longer than the cap', async () => {
    // 16 failures are enough: the 15th already asks for more than the cap (2^10 s).
    for (let i = 0; i < 16; i += 1) {
      await signIn(`guess ${i}`);
      advance(MAX_DELAY_MS + 1);
    }
    expect((await signIn('one more')).status).toBe(401);
    const response = await signIn('too soon');
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBe(MAX_DELAY_MS / 1000);
  });

  it('does not lock the real customer out of a browser where they signed in before', async () => {
    const cookies = await customersBrowser();
    for (let i = 0; i < 20; i += 1) await signIn(`guess ${i}`);
    expect((await signIn('still guessing')).status).toBe(429);

    const customer = await signIn(DEMO.customer.password, { peer: '198.51.100.10', cookies });
    expect(customer.status).toBe(200);
    expect(customer.json.email).toBe(DEMO.customer.email);
    // ... and that sign-in does not lift the delay for the strangers.
    expect((await signIn('after the customer')).status).toBe(429);
  });

  it('still lets the customer in from a new browser once the delay has passed', async () => {
    for (let i = 0; i < FREE_FAILURES + 1; i += 1) await signIn(`guess ${i}`);
    expect((await signIn(DEMO.customer.password)).status).toBe(429);
    advance(MAX_DELAY_MS);
    const response = await signIn(DEMO.customer.password);
    expect(response.status).toBe(200);
    expect(response.setCookies[DEVICE_COOKIE]).toBeDefined();
  });

  it('gets nothing from a forged or another account\'s device cookie', async () => {
    const cookies = await customersBrowser();
    for (let i = 0; i < FREE_FAILURES; i += 1) await signIn(`guess ${i}`, { email: 'other@example.com' });
    expect((await signIn('x', { email: 'other@example.com', cookies })).status).toBe(429);
    const [body] = cookies[DEVICE_COOKIE]!.split('.');
    expect((await signIn('x', { email: 'other@example.com', cookies: { [DEVICE_COOKIE]: `${body}.forged` } })).status).toBe(429);
  });
});

describe('a known browser with wrong passwords', () => {
  it('has a budget of its own, then is treated like any other browser', async () => {
    const cookies = await customersBrowser();
    const statuses: number[] = [];
    for (let i = 0; i < KNOWN_DEVICE_FAILURES; i += 1) statuses.push((await signIn(`typo ${i}`, { peer: '198.51.100.11', cookies })).status);
    expect(statuses).toEqual(Array(KNOWN_DEVICE_FAILURES).fill(401));
    // Its failures did not slow strangers' browsers ...
    expect((await signIn('stranger')).status).toBe(401);
    // ... and once over its budget it is one of them: the account has had no unknown failures yet.
    for (let i = 0; i < FREE_FAILURES - 1; i += 1) await signIn(`stranger ${i}`);
    expect((await signIn('typo again', { peer: '198.51.100.12', cookies })).status).toBe(429);
  });
});

describe('the per-client limit of sign-in', () => {
  it('counts the socket address: a new X-Forwarded-For per request does not reset it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await signIn('guess', { email: `someone${i}@example.com`, peer: '198.51.100.77', forwardedFor: `10.1.${i}.${i}` })).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    // Another address is not affected.
    expect((await signIn('guess', { email: 'someone@example.com', peer: '198.51.100.78' })).status).toBe(401);
  });
});
