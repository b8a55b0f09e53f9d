// The owner's Search module (issue 31 item 4): a synonym added in the editor finds products for a
// shopper's word at once, and a shopper's search that found nothing shows in the week's report.
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect, shopUrl, test } from './fixtures';
import { editorSidebar } from './owner-pages';

test.beforeEach(() => test.slow());

/** A shopper's own browser, with cookies accepted (the report counts only then). */
async function shopperPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: 'epCookieConsent', value: '1', url: baseURL }]);
  return context.newPage();
}

/** Opens the Search module from the rail; answers the sidebar. */
async function openSearchModule(page: Page): Promise<Locator> {
  const editor = editorSidebar(page);
  await editor.getByRole('group', { name: 'Site' }).getByRole('button', { name: 'Search', exact: true }).click();
  await expect(editor.getByRole('heading', { name: 'Search', exact: true, level: 2 })).toBeVisible();
  return editor;
}

/** Removes the demo shop's English synonym groups and pins, so each run starts as seeded. */
async function clearSearchTools(request: APIRequestContext, token: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  for (const kind of ['synonyms', 'pins']) {
    const { items } = (await (await request.get(`/api/v2/search/${kind}?shop=demo&locale=en`, { headers })).json()) as { items: { id: string }[] };
    for (const item of items) expect((await request.delete(`/api/v2/search/${kind}/${item.id}?shop=demo&locale=en`, { headers })).status()).toBe(204);
  }
}

test('the owner adds a synonym in the Search module and a shopper searching the other word finds the product', async ({ ownerPage: page, ownerSignIn, request, browser, baseURL }) => {
  const { token } = await ownerSignIn('demo');
  await clearSearchTools(request, token);
  const shopper = await shopperPage(browser, baseURL!);
  try {
    await shopper.goto(shopUrl('/search', { q: 'parka' }));
    await expect(shopper.getByText('No products match your search.')).toBeVisible();

    await page.goto('/editor');
    const editor = await openSearchModule(page);
    const synonyms = editor.getByRole('region', { name: 'Synonyms' });
    await synonyms.getByLabel('Words').fill('parka, jacket');
    await synonyms.getByRole('button', { name: 'Add synonym' }).click();
    await expect(synonyms.getByRole('listitem').filter({ hasText: 'parka, jacket' })).toBeVisible();

    await shopper.goto(shopUrl('/search', { q: 'parka' }));
    await expect(shopper.getByRole('heading', { level: 1 })).toHaveText('Search results for “parka”');
    await expect(shopper.getByRole('link', { name: /jacket/i }).first()).toBeVisible();

    // Removed again from the module: the word finds nothing once more.
    await synonyms.getByRole('button', { name: 'Remove: parka, jacket' }).click();
    await expect(synonyms.getByText('No synonyms yet.')).toBeVisible();
    await shopper.goto(shopUrl('/search', { q: 'parka' }));
    await expect(shopper.getByText('No products match your search.')).toBeVisible();
  } finally {
    await shopper.context().close();
    await clearSearchTools(request, token);
  }
});

test("a shopper's search that finds nothing shows in the owner's report", async ({ ownerPage: page, browser, baseURL }) => {
  const query = `quokka ${Date.now().toString(36)}`;
  const shopper = await shopperPage(browser, baseURL!);
  try {
    // The page reports the search with a request it does not wait for; the spec waits for its answer.
    const counted = shopper.waitForResponse((response) => new URL(response.url()).pathname === '/api/v2/search/events');
    await shopper.goto(shopUrl('/search', { q: query }));
    await expect(shopper.getByText('No products match your search.')).toBeVisible();
    expect((await counted).status()).toBe(204);
  } finally {
    await shopper.context().close();
  }
  await page.goto('/editor');
  const editor = await openSearchModule(page);
  const noResults = editor.getByRole('region', { name: 'Searches without results' });
  await expect(noResults.getByRole('row').filter({ hasText: query })).toBeVisible();
  await expect(editor.getByRole('region', { name: 'Top searches' }).getByRole('row').filter({ hasText: query })).toBeVisible();
});
