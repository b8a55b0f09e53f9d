import { DEMO } from '@/lib/db/seed/demo';
import { expect as baseExpect, gotoAndExpectStatus, shopUrl, test } from './fixtures';
import { cardPrices, productCards } from './product-cards';
import type { Page } from '@playwright/test';

// Allow for a first compile of the route and the API in dev.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const status = (page: Page) => page.getByRole('main').getByRole('status').first();
const filters = (page: Page) => page.getByRole('complementary', { name: 'Filters' });
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search products' });
/** The box works as a combobox once the page is interactive; before that it is a plain form. */
async function openWithSearchBox(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('form[role="search"][data-enhanced]')).toBeAttached();
}
const countOf = async (page: Page) => Number((await status(page).textContent())?.match(/\d+/)?.[0]);

test.describe('search results', () => {
  test('a query shows its title, the result count and the products', async ({ page }) => {
    await gotoAndExpectStatus(page, shopUrl('/search', { q: 'mug' }), 200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “mug”');
    await expect(status(page)).toHaveText(/\d+ products found/);
    await expect(productCards(page).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Handmade Stoneware Mug/ })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    await expect(page).toHaveTitle(/^Search results for “mug” \| /);
  });

  test('the first results come with the page: the browser does not search again on load', async ({ page }) => {
    const searches: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v2/search') searches.push(request.url());
    });
    await page.goto(shopUrl('/search', { q: 'cotton', sort: 'price-asc', page: 2 }));
    await expect(productCards(page)).toHaveCount(24);
    // Hydrated (the header's box is enhanced) and settled: the results island has mounted and fetched nothing.
    await expect(page.locator('form[role="search"][data-enhanced]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(searches).toEqual([]);
    // Changing the view still asks the API.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('name-asc');
    await expect.poll(() => searches.length).toBeGreaterThan(0);
  });

  test('without JavaScript the results and their count are in the page', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(shopUrl('/search', { q: 'mug' }));
    await expect(status(page)).toHaveText(/\d+ products found/);
    await expect(page.getByRole('link', { name: /Handmade Stoneware Mug/ })).toBeVisible();
    await context.close();
  });

  test('an address the search refuses shows the error in the page, not as a notification', async ({ page }) => {
    await page.goto(shopUrl('/search', { q: 'navy', ListPrice: 'cheap' }));
    const error = page.getByRole('main').getByRole('alert');
    await expect(error).toContainText('The search results could not be loaded.');
    await expect(error.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByText('Invalid search filter')).toHaveCount(0);
  });

  test('without a query the page shows the generic title', async ({ page }) => {
    await gotoAndExpectStatus(page, '/search', 200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
  });

  test('a facet filter narrows the results and is written to the address', async ({ page }) => {
    await page.goto(shopUrl('/search', { q: 'navy' }));
    await expect(productCards(page).first()).toBeVisible();
    const before = await countOf(page);
    const brand = filters(page).getByRole('group', { name: 'Brand' }).getByRole('checkbox').first();
    await brand.click();
    await expect(brand).toBeChecked();
    await expect(page).toHaveURL(/[?&]Manufacturer=/);
    await expect.poll(() => countOf(page)).toBeLessThan(before);
  });

  test('a price range filters as min;max and clear filters unselects everything', async ({ page }) => {
    await page.goto(shopUrl('/search', { q: 'navy' }));
    await expect(productCards(page).first()).toBeVisible();
    const all = await countOf(page);
    const price = filters(page).getByRole('group', { name: 'Price' });
    await price.getByLabel('Maximum price').fill('40');
    await price.getByRole('button', { name: 'Apply price' }).click();
    await expect(page).toHaveURL(/ListPrice=\d+(%3B|;)40/);
    await expect.poll(() => countOf(page)).toBeLessThan(all);
    await filters(page).getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).not.toHaveURL(/ListPrice/);
    await expect.poll(() => countOf(page)).toBe(all);
  });

  test('sorting by price orders the results and keeps the query', async ({ page }) => {
    await page.goto(shopUrl('/search', { q: 'navy' }));
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-asc');
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(page).toHaveURL(/q=navy/);
    await expect.poll(async () => {
      const [a, b] = await cardPrices(page);
      return a! <= b!;
    }).toBe(true);
  });

  test('load more appends the next page and replaces the address', async ({ page }) => {
    await page.goto(shopUrl('/search', { q: 'cotton' }));
    await expect(productCards(page)).toHaveCount(12);
    const historyLength = await page.evaluate(() => history.length);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(productCards(page)).toHaveCount(24);
    await expect(page).toHaveURL(/page=2/);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  });

  test('a page in the address loads every page up to it', async ({ page }) => {
    await page.goto(shopUrl('/search', { q: 'cotton', page: 3 }));
    await expect(productCards(page)).toHaveCount(36);
  });
});

test.describe('suggested search', () => {
  test('type, arrow down and Enter opens the suggested product', async ({ page }) => {
    await openWithSearchBox(page, '/');
    await searchBox(page).fill('stoneware');
    // "Search for" comes first, then the products.
    const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('group', { name: 'Products' }).getByRole('option');
    await expect(options.first()).toBeVisible();
    await searchBox(page).press('ArrowDown');
    await searchBox(page).press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/p\//);
  });

  test('Enter without a selection searches for the trimmed query', async ({ page }) => {
    await openWithSearchBox(page, `/p/${DEMO.products.mug.slug.en}`);
    await searchBox(page).fill('  mug ');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=mug$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('mug');
  });

  test('a first Escape closes the suggestions keeping the text, a second clears the box', async ({ page }) => {
    await openWithSearchBox(page, '/');
    await searchBox(page).fill('jac');
    await expect(page.getByRole('option').first()).toBeVisible();
    await searchBox(page).press('ArrowDown');
    await searchBox(page).press('Escape');
    await expect(page.getByRole('option')).toHaveCount(0);
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(searchBox(page)).toHaveValue('jac');
    await expect(searchBox(page)).toBeFocused();
    await searchBox(page).press('Escape');
    await expect(searchBox(page)).toHaveValue('');
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('an empty submit shows the noEmptySubmit message as placeholder', async ({ page }) => {
    await openWithSearchBox(page, '/');
    await searchBox(page).click();
    await searchBox(page).press('Enter');
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Please enter a search term');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the box shows the query of the results page, in the served HTML and from one search to the next', async ({ page, request }) => {
    for (const path of ['/search', '/de/search']) {
      const html = await (await request.get(shopUrl(path, { q: 'mug' }))).text();
      expect(html, path).toMatch(/<input[^>]*name="q"[^>]*value="mug"/);
    }
    const suggestions: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/v2/suggestedSearch')) suggestions.push(request.url());
    });
    await openWithSearchBox(page, shopUrl('/search', { q: 'mug' }));
    await expect(searchBox(page)).toHaveValue('mug');
    // Shown, not typed: no suggestions are asked for and no list opens (they would come 800 ms after typing).
    await page.waitForTimeout(1_500);
    expect(suggestions).toEqual([]);
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
    await searchBox(page).fill('scarf');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=scarf$/);
    await expect(searchBox(page)).toHaveValue('scarf');
    await page.goBack();
    await expect(page).toHaveURL(/\/search\?q=mug$/);
    await expect(searchBox(page)).toHaveValue('mug');
    // Other pages leave it empty.
    await page.getByRole('banner').getByRole('link', { name: DEMO.shops.demo.title }).click();
    await expect(searchBox(page)).toHaveValue('');
  });

  test('without JavaScript the box is a plain search form', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Search products' }).fill('mug');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=mug/);
    await context.close();
  });
});
