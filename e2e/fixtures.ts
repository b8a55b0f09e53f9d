// Shared Playwright fixtures and helpers. Specs import `test` and `expect`
// from here instead of '@playwright/test':
//
//   import { test, expect } from './fixtures';
//   test('cart', async ({ page, gotoAndExpectStatus, shopUrl }) => {
//     await gotoAndExpectStatus(page, shopUrl('/search', { q: 'mug' }), 200);
//   });

import { test as base, expect, type Page, type Response } from '@playwright/test';

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

type Helpers = {
  gotoAndExpectStatus: typeof gotoAndExpectStatus;
  shopUrl: typeof shopUrl;
  /**
   * The cookie-consent choice a test starts with: '1' by default, so the consent dialog does not cover
   * the page; tests of the dialog itself use `test.use({ cookieConsent: null })`.
   */
  cookieConsent: '1' | '0' | null;
};

export const test = base.extend<Helpers>({
  cookieConsent: ['1', { option: true }],
  context: async ({ context, cookieConsent, baseURL }, use) => {
    if (cookieConsent) await context.addCookies([{ name: 'epCookieConsent', value: cookieConsent, url: baseURL! }]);
    await use(context);
  },
  // Playwright requires an object pattern as the first fixture argument.
  gotoAndExpectStatus: async ({}, use) => use(gotoAndExpectStatus),
  shopUrl: async ({}, use) => use(shopUrl),
});

export { expect };
