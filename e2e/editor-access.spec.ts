// Who may see the editor (spec sections 2, 6 and 7): /editor renders the shop's hidden pages,
// categories and locales for its signed-in owner only. Everybody else gets the sign-in screen and
// nothing of the shop; preview shows what shoppers will see; signing out ends the session and its token.

import type { Page } from '@playwright/test';
import { DEMO } from '@/lib/db/seed/demo';
import { test, expect, gotoAndExpectStatus, signInOwner } from './fixtures';
import { canvas, editorSidebar } from './owner-pages';

const { hidden } = DEMO;
const HIDDEN_TEXTS = ['Autumn collection preview', 'Winter sale'];
const SIGN_IN = { title: 'Sign in to the editor', email: 'Email', password: 'Password', submit: 'Sign in' };

// Sign-ins are rate-limited per client: this spec is a client of its own.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `2001:db8::e${Date.now().toString(16).slice(-3)}` } });

/** The sign-in screen and nothing of the shop: no navigation, no hidden titles, no editor bar. */
async function expectSignInOnly(page: Page, texts = SIGN_IN) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.title);
  await expect(page.getByLabel(texts.email)).toBeVisible();
  await expect(page.getByLabel(texts.password)).toBeVisible();
  await expect(page.getByRole('button', { name: texts.submit })).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Editor', exact: true })).toHaveCount(0);
  const html = await page.content();
  for (const text of HIDDEN_TEXTS) expect(html).not.toContain(text);
}

test.describe('without a session', () => {
  for (const path of ['/editor', `/editor/i/${hidden.page.en}`, `/editor/c/${hidden.category.en}`, `/editor/${hidden.locale.identifier}/`]) {
    test(`${path} shows the sign-in screen and none of the hidden content`, async ({ page }) => {
      const response = await gotoAndExpectStatus(page, path, 200);
      expect(response.headers()['cache-control']).toMatch(/private/);
      expect(response.headers()['cache-control']).toMatch(/no-store/);
      // The editor speaks the owner's language: the address's prefix (Italian here), else the browser's.
      const italian = path.startsWith(`/editor/${hidden.locale.identifier}`);
      await expectSignInOnly(page, italian ? { title: 'Accedi all’editor', email: 'Email', password: 'Password', submit: 'Accedi' } : SIGN_IN);
    });
  }

  test('hidden content answers 404 in preview as in live', async ({ page }) => {
    for (const path of [`/i/${hidden.page.en}`, `/c/${hidden.category.en}`, `/${hidden.locale.identifier}/`]) {
      await gotoAndExpectStatus(page, `${path}?preview`, 404);
      await gotoAndExpectStatus(page, path, 404);
    }
    // The closed beyond shop still opens in preview (spec section 2).
    await gotoAndExpectStatus(page, '/?shop=beyond-demo&preview=1', 200);
  });

  test('the API serves nothing hidden to anybody but the owner', async ({ request }) => {
    expect((await request.get(`/api/v2/pages/${hidden.page.en}?shop=demo`)).status()).toBe(404);
    const shop = (await (await request.get(`/api/v2/shop?shop=demo&locale=${hidden.locale.identifier}`)).json()) as { locale: string; locales: { identifier: string }[] };
    expect(shop.locale).toBe('en');
    expect(shop.locales.map((l) => l.identifier)).not.toContain(hidden.locale.identifier);
  });

  test('the storefront\'s theme manager leads the owner to sign in, and signed in to the Theme module', async ({ page, context, ownerSignIn }) => {
    await gotoAndExpectStatus(page, '/thememanager', 200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Theme manager');
    await expect(page.getByText('The shop’s owner chooses its theme and style in the editor.')).toBeVisible();
    await page.getByRole('link', { name: 'Sign in to choose a theme' }).click();
    await expect(page).toHaveURL(/\/editor\/thememanager(\?|$)/);
    await expectSignInOnly(page);
    // The owner's session (the run's kept sign-in: the form's own sign-in is the test below): the same address is the Theme module.
    await context.addCookies([(await ownerSignIn('demo')).cookie]);
    await page.reload();
    const theme = page.getByRole('region', { name: 'Theme manager' });
    await expect(theme.getByRole('heading', { level: 1, name: 'Theme manager' })).toBeVisible();
    await expect(theme.getByRole('button', { name: /Activate/ }).first()).toBeVisible();
  });

  test('the sign-in screen shows wrong credentials at the form, then signs in', async ({ page }) => {
    await gotoAndExpectStatus(page, `/editor/i/${hidden.page.en}`, 200);
    await page.getByLabel('Email').fill(DEMO.owners.demo.email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Password hashing is slow on purpose (scrypt), and slower on a busy machine.
    await expect(page.getByRole('alert').filter({ hasText: 'The email or the password is not correct.' })).toBeVisible({ timeout: 20_000 });
    await page.getByLabel('Password').fill(DEMO.owners.demo.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(canvas(page).getByRole('heading', { level: 1 })).toHaveText('Autumn collection preview', { timeout: 20_000 });
    await expect(page.getByRole('region', { name: 'Editor', exact: true })).toBeVisible();
  });
});

test.describe('the owner of another shop', () => {
  test.use({ ownerShop: 'beyond' });

  test('sees nothing of the demo shop\'s hidden content, and its own shop without the blocks its type does not get', async ({ ownerPage: page }) => {
    for (const path of [`/editor/i/${hidden.page.en}`, `/editor/c/${hidden.category.en}`, `/editor/${hidden.locale.identifier}/`]) {
      await gotoAndExpectStatus(page, path, 200);
      await expectSignInOnly(page, path.startsWith(`/editor/${hidden.locale.identifier}`)
        ? { title: 'Accedi all’editor', email: 'Email', password: 'Password', submit: 'Accedi' } : SIGN_IN);
    }
    await gotoAndExpectStatus(page, '/editor?shop=beyond-demo', 200);
    await expect(page.getByRole('region', { name: 'Editor', exact: true })).toBeVisible();
    // A beyond shop does not get the HTML block (components/blocks/html/definition.ts): its palette leaves it out.
    await editorSidebar(page).getByRole('button', { name: 'Add block' }).click();
    const palette = editorSidebar(page).getByRole('region', { name: 'Add block' });
    await expect(palette.getByRole('button', { name: 'Text', exact: true })).toBeVisible();
    await expect(palette.getByRole('button', { name: 'HTML', exact: true })).toHaveCount(0);
  });
});

test.describe('the signed-in owner', () => {
  test('sees the hidden page, the hidden category in the menu and the hidden locale', async ({ ownerPage: page }) => {
    const response = await gotoAndExpectStatus(page, `/editor/i/${hidden.page.en}`, 200);
    expect(response.headers()['cache-control']).toMatch(/private/);
    expect(response.headers()['cache-control']).toMatch(/no-store/);
    await expect(canvas(page).getByRole('heading', { level: 1 })).toHaveText('Autumn collection preview');
    await expect(page.getByRole('region', { name: 'Editor', exact: true })).toBeVisible();
    // The shop's menu is in the canvas; its links take the editor to that page.
    await canvas(page).getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Winter sale' }).first().click();
    await expect(canvas(page).getByRole('heading', { level: 1 })).toHaveText('Winter sale');
    expect(new URL(page.url()).pathname).toMatch(/^\/editor\/c\//);
    await gotoAndExpectStatus(page, `/editor/${hidden.locale.identifier}/`, 200);
    await expect(page.locator('html')).toHaveAttribute('lang', hidden.locale.identifier);
    await expect(page.getByRole('region', { name: 'Editor', exact: true })).toBeVisible();
  });

  test('"Sign out" ends the session: the sign-in screen again, and the old bearer token gets 401', async ({ page, context }) => {
    // A sign-in of its own: the one the other tests share must live on.
    const { cookie, token } = await signInOwner(page.request, 'demo');
    await context.addCookies([cookie]);
    await gotoAndExpectStatus(page, `/editor/i/${hidden.page.en}`, 200);
    // The canvas is built after hydration: 3-5 s on a quiet 2-core host, more under CI's load.
    await expect(canvas(page).getByRole('heading', { level: 1 })).toHaveText('Autumn collection preview', { timeout: 20_000 });
    // The owner's menu at the bar's end says who is signed in and holds "Sign out"; its button is
    // enabled once the page is hydrated, which the click waits for.
    await page.getByRole('button', { name: 'Account' }).click();
    const account = page.getByRole('dialog', { name: 'Account' });
    await expect(account).toContainText(`Signed in as ${DEMO.owners.demo.email}`);
    await account.getByRole('button', { name: 'Sign out' }).click();
    await expectSignInOnly(page);
    const session = await page.request.get('/api/v2/auth/session?shop=demo', { headers: { authorization: `Bearer ${token}` } });
    expect(session.status()).toBe(401);
    expect((await context.cookies()).some((c) => c.name === 'vitrine-owner.demo')).toBe(false);
  });
});

test.describe('the bearer token of a back office', () => {
  test('in the address: exchanged for the session cookie and removed from the address', async ({ page, playwright, baseURL }) => {
    const backOffice = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': '2001:db8::b0' } });
    const { token } = await signInOwner(backOffice, 'demo');
    // Every answer on the way is a success: no 401 for the console to report.
    const failed: string[] = [];
    page.on('response', (answer) => { if (answer.status() >= 400) failed.push(`${answer.status()} ${answer.url()}`); });
    await page.goto(`/editor/i/${hidden.page.en}?token=${encodeURIComponent(token)}`);
    await expect(canvas(page).getByRole('heading', { level: 1 })).toHaveText('Autumn collection preview');
    expect(page.url()).not.toContain('token=');
    expect(failed).toEqual([]);
    await backOffice.dispose();
  });

  test('in a TOKEN message of the parent frame', async ({ page, playwright, baseURL }) => {
    const backOffice = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': '2001:db8::b1' } });
    const { token } = await signInOwner(backOffice, 'demo');
    await page.goto('/l/privacy');
    await page.evaluate((src) => new Promise<void>((resolve) => {
      const frame = document.createElement('iframe');
      frame.name = 'editor';
      frame.src = src;
      frame.addEventListener('load', () => resolve(), { once: true });
      document.body.append(frame);
    }), `/editor/i/${hidden.page.en}`);
    const frame = page.frameLocator('iframe[name="editor"]');
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(SIGN_IN.title);
    // The island listens once hydrated; post until the frame shows the editor.
    await expect(async () => {
      await page.evaluate((value) => document.querySelector('iframe')!.contentWindow!.postMessage({ type: 'TOKEN', token: value }, '*'), token);
      // The editor in the back office's frame shows the page in its own canvas frame.
      await expect(frame.frameLocator('iframe[name="canvas"]').getByRole('heading', { level: 1 })).toHaveText('Autumn collection preview', { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await backOffice.dispose();
  });
});
