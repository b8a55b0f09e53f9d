import { analyticsBeaconRoutes } from '@/lib/api/routes/analytics-beacon';
import { authRoutes } from '@/lib/api/routes/auth';
import { cartRoutes } from '@/lib/api/routes/cart';
import { catalogRoutes } from '@/lib/api/routes/catalog';
import { mediaRoutes } from '@/lib/api/routes/media';

type BrowserModule = typeof import('@/lib/api/browser');
type NotificationsModule = typeof import('@/lib/stores/notifications');
type ProgressModule = typeof import('@/lib/api/progress');

interface Sent { url: string; method: string; csrf: string | null }

let sent: Sent[];
let api: BrowserModule;
let notifications: NotificationsModule;
let progress: ProgressModule;

function answer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

function mockFetch(reply: (call: Sent, index: number) => Response | Promise<Response>): void {
  global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const call = { url: String(url), method: init?.method ?? 'GET', csrf: headers.get('x-csrf-token') };
    sent.push(call);
    return reply(call, sent.length - 1);
  }) as typeof fetch;
}

beforeEach(async () => {
  jest.resetModules();
  sent = [];
  api = await import('@/lib/api/browser');
  notifications = await import('@/lib/stores/notifications');
  progress = await import('@/lib/api/progress');
  api.configureBrowserApi({ shop: 'demo' });
});

const addToCart = { body: { productId: '00000000-0000-4000-8000-000000000001', quantity: 1 } };

describe('shopApi', () => {
  it('asks for a CSRF token before its first protected call and sends it', async () => {
    mockFetch((call) => (call.method === 'GET' ? answer(200, {}, { 'x-csrf-token': 'token-1' }) : answer(201, {})));
    await api.shopApi(cartRoutes.addToCart, addToCart);
    expect(sent.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /api/v2/cart?shop=demo', 'POST /api/v2/cart?shop=demo']);
    expect(sent[1]?.csrf).toBe('token-1');
  });

  it('sends the token with every write, also with owner writes the session cookie authorises', async () => {
    mockFetch((call) => (call.method === 'GET' ? answer(200, {}, { 'x-csrf-token': 'token-1' }) : new Response(null, { status: 204 })));
    await api.shopApi(authRoutes.signOut);
    expect(sent.map((call) => `${call.method} ${call.csrf}`)).toEqual(['GET null', 'DELETE token-1']);
  });

  it('takes the token from a failing answer too (the closed shop\'s cart answers 503 with one)', async () => {
    mockFetch((call) => (call.method === 'GET'
      ? answer(503, { message: 'The requested shop is currently closed' }, { 'x-csrf-token': 'token-1' })
      : answer(200, { email: 'owner@example.com', shop: 'demo', expiresAt: '2030-01-01T00:00:00.000Z' })));
    await api.shopApi(authRoutes.exchangeToken, { body: { token: 'abc' } });
    expect(sent.map((call) => `${call.method} ${call.csrf}`)).toEqual(['GET null', 'POST token-1']);
  });

  it("keeps the token of a beacon's answer, which set the CSRF cookie the next write is checked against", async () => {
    mockFetch((call) => (call.url.includes('pageLoads') ? new Response(null, { status: 204, headers: { 'x-csrf-token': 'token-beacon' } })
      : call.method === 'GET' ? answer(200, {}, { 'x-csrf-token': 'token-cart' }) : answer(201, {})));
    await api.shopApi(cartRoutes.getCart);
    api.shopBeacon(analyticsBeaconRoutes.countPageLoad, { entry: true, product: false });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await api.shopApi(cartRoutes.addToCart, addToCart);
    expect(sent.map((call) => `${call.method} ${call.csrf}`)).toEqual(['GET null', 'POST null', 'POST token-beacon']);
  });

  it('retries once with a fresh token when the server refuses the old one', async () => {
    let token = 0;
    mockFetch((call) => {
      if (call.method === 'GET') return answer(200, {}, { 'x-csrf-token': `token-${++token}` });
      return call.csrf === 'token-2' ? answer(201, {}) : answer(403, { message: 'Invalid CSRF token', code: 'InvalidCsrfToken' });
    });
    await api.shopApi(cartRoutes.addToCart, addToCart);
    expect(sent.filter((call) => call.method === 'POST').map((call) => call.csrf)).toEqual(['token-1', 'token-2']);
  });

  it('sends a file as the body itself, with its own type and the CSRF token (an image upload)', async () => {
    mockFetch((call) => (call.method === 'GET' ? answer(200, {}, { 'x-csrf-token': 'token-1' }) : answer(201, { relativeDownloadUrl: '/media/1/a.png' })));
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', { type: 'image/png' });
    await api.shopApi(mediaRoutes.uploadImage, { params: { filename: 'a.png' }, body: file });
    const init = jest.mocked(global.fetch).mock.calls[1]?.[1];
    expect(sent[1]).toEqual({ url: '/storage/images/a.png?shop=demo', method: 'POST', csrf: 'token-1' });
    expect(init?.body).toBe(file);
    expect(new Headers(init?.headers).get('content-type')).toBe('image/png');
  });

  it('shares one running request between identical reads', async () => {
    mockFetch(() => answer(200, { categories: [] }));
    const [first, second] = await Promise.all([api.shopApi(catalogRoutes.listCategories), api.shopApi(catalogRoutes.listCategories)]);
    expect(sent).toHaveLength(1);
    expect(second).toBe(first);
  });

  it('shows a failure with its request id, unless the call is silent', async () => {
    mockFetch(() => answer(404, { message: 'Not found' }, { 'request-id': 'req-42' }));
    await expect(api.shopApi(catalogRoutes.listCategories)).rejects.toMatchObject({ status: 404 });
    expect(notifications.useNotifications.getState().notifications).toEqual([
      expect.objectContaining({ level: 'error', message: 'Not found', messageIds: ['status404', 'status4xx'], requestId: 'req-42' }),
    ]);
    await expect(api.shopApi(catalogRoutes.listCategories, {}, { silent: true })).rejects.toMatchObject({ status: 404 });
    expect(notifications.useNotifications.getState().notifications).toHaveLength(1);
  });

  it('names a failure\'s message ids, most specific first: its code, its status, its kind of status', async () => {
    mockFetch(() => answer(429, { message: 'Too many requests, please try again later', code: 'RateLimited' }, { 'request-id': 'req-9' }));
    await expect(api.shopApi(catalogRoutes.listCategories)).rejects.toMatchObject({ status: 429 });
    expect(notifications.useNotifications.getState().notifications).toEqual([
      expect.objectContaining({ message: 'Too many requests, please try again later', messageIds: ['RateLimited', 'status429', 'status4xx'], requestId: 'req-9' }),
    ]);
    // No answer at all (offline, a bug) is taken for the server's failure.
    expect(api.errorMessageIds(new TypeError('Failed to fetch'))).toEqual(['status500', 'status5xx']);
  });

  it('carries the previewed theme and style on every call in theme preview (spec section 7), the CSRF read too', async () => {
    const preview = { previewTheme: '00000000-0000-4000-8000-0000000000a1', themeStyle: '00000000-0000-4000-8000-0000000000b2' };
    api.configureBrowserApi({ shop: 'demo', ...preview });
    mockFetch((call) => (call.method === 'GET' ? answer(200, {}, { 'x-csrf-token': 'token-1' }) : answer(201, {})));
    await api.shopApi(cartRoutes.addToCart, addToCart);
    expect(sent).toHaveLength(2);
    for (const call of sent) {
      const query = new URL(call.url, 'http://localhost').searchParams;
      expect([query.get('shop'), query.get('previewTheme'), query.get('themeStyle')]).toEqual(['demo', preview.previewTheme, preview.themeStyle]);
    }
  });

  it('carries no theme preview outside it', async () => {
    mockFetch(() => answer(200, { categories: [] }));
    await api.shopApi(catalogRoutes.listCategories);
    expect(sent.map((call) => call.url)).toEqual(['/api/v2/categories?shop=demo']);
  });

  it('counts running requests for the progress bar', async () => {
    const counts: number[] = [];
    progress.subscribeToRequests((running) => counts.push(running));
    mockFetch(() => answer(200, { categories: [] }));
    await api.shopApi(catalogRoutes.listCategories);
    expect(counts).toEqual([1, 0]);
  });
});
