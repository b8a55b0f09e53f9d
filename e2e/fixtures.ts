// Shared Playwright fixtures and helpers. Specs import `test` and `expect`
// from here instead of '@playwright/test':
//
//   import { test, expect } from './fixtures';
//   test('cart', async ({ page, gotoAndExpectStatus, shopUrl }) => {
//     await gotoAndExpectStatus(page, shopUrl('/search', { q: 'mug' }), 200);
//   });

import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test as base, expect, type APIRequestContext, type Cookie, type Page, type Response } from '@playwright/test';
import { DEMO, type DemoShopKey } from '@/lib/db/seed/demo';
import { e2eServerUrl } from './support/servers';

export type Query = Record<string, string | number | boolean | null | undefined>;

/**
 * A same-origin path (relative to the config's baseURL) with an encoded query
 * string. Empty values are dropped so callers can pass optional filters as-is.
 */
export function shopUrl(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  const normalized = path.startsWith('/') ? path : `/${path}`;
  if (!search) return normalized;
  return `${normalized}${normalized.includes('?') ? '&' : '?'}${search}`;
}

/**
 * Navigates and asserts the HTTP status of the main document, returning the
 * response for further checks (headers, body). `page.goto` resolves on any
 * status, so a 500 would otherwise go unnoticed until a locator times out.
 */
export async function gotoAndExpectStatus(page: Page, path: string, status: number): Promise<Response> {
  const response = await page.goto(path);
  expect(response, `no response for ${path}`).not.toBeNull();
  expect(response!.status(), `HTTP status of ${path}`).toBe(status);
  return response!;
}

/** An owner's sign-in through the API: the session cookie it set and the bearer token of the same session. */
export interface OwnerSignIn {
  cookie: Cookie;
  token: string;
}

type Helpers = {
  gotoAndExpectStatus: typeof gotoAndExpectStatus;
  shopUrl: typeof shopUrl;
  /**
   * The cookie-consent choice a test starts with: '1' by default, so the consent dialog does not cover
   * the page; tests of the dialog itself use `test.use({ cookieConsent: null })`.
   */
  cookieConsent: '1' | '0' | null;
  /** Whose owner `ownerPage` is signed in as: the demo shop's unless `test.use({ ownerShop: 'beyond' })`. */
  ownerShop: DemoShopKey;
  /** The page, its browser context signed in as the owner of `ownerShop` (the shop's session cookie). */
  ownerPage: Page;
};

type WorkerHelpers = {
  /** This worker's server (playwright.config.ts starts one per worker, each on a database of its own). */
  serverURL: string;
  /**
   * The owner of a shop signed in through the API once per run, kept in the run's output folder for the
   * workers that follow (a failed test restarts its worker: signing in again each time would reach the
   * sign-in limit and fail every later spec); tests that sign out use a sign-in of their own.
   */
  ownerSignIn: (shop: DemoShopKey) => Promise<OwnerSignIn>;
};

export const test = base.extend<Helpers, WorkerHelpers>({
  // parallelIndex, not workerIndex: a worker that replaces a failed one keeps its slot, and so its server.
  serverURL: [async ({}, use, workerInfo) => use(e2eServerUrl(workerInfo.parallelIndex)), { scope: 'worker' }],
  baseURL: async ({ serverURL }, use) => use(serverURL),
  cookieConsent: ['1', { option: true }],
  context: async ({ context, cookieConsent, baseURL }, use) => {
    if (cookieConsent) await context.addCookies([{ name: 'epCookieConsent', value: cookieConsent, url: baseURL! }]);
    await use(context);
  },
  // Playwright requires an object pattern as the first fixture argument.
  gotoAndExpectStatus: async ({}, use) => use(gotoAndExpectStatus),
  shopUrl: async ({}, use) => use(shopUrl),
  ownerShop: ['demo', { option: true }],
  // Owner sign-ins are limited to 10 per 5 minutes per account: one per worker serves every test.
  ownerSignIn: [async ({ playwright, serverURL }, use, workerInfo) => {
    const api = await playwright.request.newContext({
      baseURL: serverURL,
      // A client address of its own, so that the specs' other sign-ins keep their per-client allowance.
      extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${(Date.now() + workerInfo.workerIndex) % 250}` },
    });
    const signIns = new Map<DemoShopKey, Promise<OwnerSignIn>>();
    await use((shop) => {
      if (!signIns.has(shop)) signIns.set(shop, keptSignIn(api, shop, workerInfo.project.outputDir, workerInfo.parallelIndex));
      return signIns.get(shop)!;
    });
    await api.dispose();
  }, { scope: 'worker' }],
  ownerPage: async ({ page, context, ownerShop, ownerSignIn }, use) => {
    await context.addCookies([(await ownerSignIn(ownerShop)).cookie]);
    // The workspace's first-visit tour is a journey of its own (workspace.spec.ts): the others start past it.
    await page.addInitScript(() => window.localStorage.setItem('vitrine:editor-tour', 'seen'));
    await use(page);
  },
});

/**
 * The run's sign-in of a shop's owner on the server of worker slot `parallelIndex`: the one an earlier
 * worker of that slot kept in `folder` while the server still knows its session, else a new one, kept
 * there for the next.
 */
async function keptSignIn(api: APIRequestContext, shop: DemoShopKey, folder: string, parallelIndex: number): Promise<OwnerSignIn> {
  const file = path.join(folder, `.owner-sign-in-${shop}-${parallelIndex}.json`);
  const kept = await readFile(file, 'utf8').then((text) => JSON.parse(text) as OwnerSignIn, () => null);
  if (kept) {
    const session = await api.get(`/api/v2/auth/session?shop=${DEMO.shops[shop].slug}`, { headers: { authorization: `Bearer ${kept.token}` } });
    if (session.ok()) return kept;
  }
  const signIn = await signInOwner(api, shop);
  await mkdir(folder, { recursive: true });
  await writeFile(file, JSON.stringify(signIn));
  return signIn;
}

/** Signs a demo shop's owner in with POST /api/v2/auth/sign-in, which sets the shop's session cookie. */
export async function signInOwner(api: { post: Page['request']['post']; storageState: Page['request']['storageState'] }, shop: DemoShopKey): Promise<OwnerSignIn> {
  const slug = DEMO.shops[shop].slug;
  const response = await api.post(`/api/v2/auth/sign-in?shop=${slug}`, { data: DEMO.owners[shop] });
  expect(response.status(), await response.text()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  const cookie = (await api.storageState()).cookies.find((c) => c.name === `vitrine-owner.${slug}`);
  expect(cookie, 'the sign-in sets the shop\'s owner cookie').toBeDefined();
  return { cookie: cookie!, token };
}

export { expect };
