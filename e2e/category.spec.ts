import { DEMO } from '@/lib/db/seed/demo';
import { expect as baseExpect, gotoAndExpectStatus, shopUrl, test } from './fixtures';
import { cardNames, cardPrices, productCards } from './product-cards';
import type { Page } from '@playwright/test';

// Category pages render on first request in dev: allow for the compile.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const clothing = DEMO.categories.clothing;
const robots = (page: Page) => page.locator('meta[name="robots"]');

test.describe('category page', () => {
  test('the default view is indexable and lists the first page', async ({ page }) => {
    await gotoAndExpectStatus(page, `/c/${clothing.en}`, 200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clothing');
    await expect(productCards(page)).toHaveCount(12);
    await expect(robots(page)).toHaveCount(0);
    await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute('href', new RegExp(`/de/c/${clothing.de}$`));
    await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', `/c/${clothing.en}?page=2`);
  });

  test('the sort dropdown opens the sorted view, which is noindex,follow', async ({ page }) => {
    await page.goto(`/c/${clothing.en}`);
    await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-desc');
    await expect(page).toHaveURL(new RegExp(`/c/${clothing.en}\\?sort=price-desc$`));
    await expect.poll(async () => {
      const [a, b, c] = await cardPrices(page);
      return a! >= b! && b! >= c!;
    }).toBe(true);
    await expect(robots(page)).toHaveAttribute('content', 'noindex, follow');
  });

  test('by keyboard, the sort dropdown applies on Enter and keeps focus on the new page', async ({ page }) => {
    await page.goto(`/c/${clothing.en}`);
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.focus();
    // Arrow keys browse the options of the closed dropdown, Enter applies the one shown (WCAG 3.2.2; that
    // no page opens per option passed is sort-select.test.tsx's).
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(sort).toHaveValue('price-desc');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/c/${clothing.en}\\?sort=price-desc$`));
    await expect(sort).toHaveValue('price-desc');
    await expect(sort).toBeFocused();
  });

  test('a sorted view requested directly is noindex,follow', async ({ page }) => {
    await gotoAndExpectStatus(page, shopUrl(`/c/${clothing.en}`, { sort: 'name-asc' }), 200);
    await expect(robots(page)).toHaveAttribute('content', 'noindex, follow');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('name-asc');
  });

  test('a page beyond the last one shows the first page', async ({ page }) => {
    await page.goto(`/c/${clothing.en}`);
    await expect(productCards(page)).toHaveCount(12);
    const firstPage = await cardNames(page);
    await gotoAndExpectStatus(page, shopUrl(`/c/${clothing.en}`, { page: 19 }), 200);
    await expect(productCards(page)).toHaveCount(12);
    expect(await cardNames(page)).toEqual(firstPage);
  });

  test('page N in the address shows pages 1 to N', async ({ page }) => {
    await gotoAndExpectStatus(page, shopUrl(`/c/${clothing.en}`, { page: 3 }), 200);
    await expect(productCards(page)).toHaveCount(36);
    await expect(robots(page)).toHaveAttribute('content', 'noindex, follow');
  });

  test('load more appends the next page and replaces the address', async ({ page }) => {
    await page.goto(`/c/${clothing.en}`);
    await expect(productCards(page)).toHaveCount(12);
    const historyLength = await page.evaluate(() => history.length);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(productCards(page)).toHaveCount(24);
    await expect(page).toHaveURL(new RegExp(`/c/${clothing.en}\\?page=2$`));
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    const all = await cardNames(page);
    expect(new Set(all).size).toBe(24);
  });

  test('load more by keyboard moves focus to the first new product, where Tab goes on', async ({ page }) => {
    await page.goto(`/c/${clothing.en}`);
    await expect(productCards(page)).toHaveCount(12);
    await page.getByRole('button', { name: 'Load more' }).focus();
    await page.keyboard.press('Enter');
    await expect(productCards(page)).toHaveCount(24);
    const thirteenth = productCards(page).nth(12);
    await expect(thirteenth.getByRole('link')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator('body')).not.toBeFocused();
  });

  test('works under the /de/ prefix', async ({ page }) => {
    await gotoAndExpectStatus(page, `/de/c/${clothing.de}`, 200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bekleidung');
    await expect(productCards(page)).toHaveCount(12);
    await page.getByRole('button', { name: 'Mehr laden' }).click();
    await expect(productCards(page)).toHaveCount(24);
    await expect(page).toHaveURL(new RegExp(`/de/c/${clothing.de}\\?page=2$`));
  });
});
