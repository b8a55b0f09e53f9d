import { expect as baseExpect, gotoAndExpectStatus, shopUrl, test } from './fixtures';
import { productCards } from './product-cards';
import type { Page } from '@playwright/test';

// Allow for a first compile of the route and the API in dev.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search products' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Suggestions' });
const selected = (page: Page) => suggestions(page).locator('[role="option"][aria-selected="true"]');
const status = (page: Page) => page.getByRole('main').getByRole('status').first();

/** The box works as a combobox once the page is interactive; before that it is a plain form. */
async function openWithSearchBox(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('form[role="search"][data-enhanced]')).toBeAttached();
}

test.describe('predictive search', () => {
  test('lists "Search for" first, then products, categories and brands in groups, the typed part marked', async ({ page }) => {
    await openWithSearchBox(page, '/');
    await searchBox(page).fill('jac');
    const list = suggestions(page);
    await expect(list.getByRole('option').first()).toHaveText('Search for “jac”');
    const products = list.getByRole('group', { name: 'Products' });
    await expect(products.getByRole('option').first()).toContainText(/jac/i);
    await expect(products.locator('mark').first()).toHaveText(/^jac$/i);
    await expect(list.getByRole('group', { name: 'Categories' }).getByRole('option')).toHaveText(['Jackets & Coats']);
    await searchBox(page).fill('nordv');
    await expect(list.getByRole('group', { name: 'Brands' }).getByRole('option')).toHaveText(['Nordvik']);
    await expect(list.getByRole('group', { name: 'Brands' }).locator('mark')).toHaveText('Nordv');
  });

  test('the arrows move across the groups and Enter opens the option chosen', async ({ page }) => {
    await openWithSearchBox(page, '/');
    await searchBox(page).fill('jac');
    const category = suggestions(page).getByRole('group', { name: 'Categories' }).getByRole('option').first();
    await expect(category).toBeVisible();
    const options = await suggestions(page).getByRole('option').count();
    // Down from "Search for" through the products to the category, the last option.
    for (let i = 0; i < options; i++) await searchBox(page).press('ArrowDown');
    await expect(category).toHaveAttribute('aria-selected', 'true');
    await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', (await category.getAttribute('id'))!);
    // Wrapping round to "Search for" and back up again.
    await searchBox(page).press('ArrowDown');
    await expect(selected(page)).toHaveText('Search for “jac”');
    await searchBox(page).press('ArrowUp');
    await expect(category).toHaveAttribute('aria-selected', 'true');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/c\/jackets/);
  });

  // A word's start, and a part inside a word, which the suggestions find among the names.
  for (const [typed, product] of [['jac', /jacket/i], ['oodi', /hoodie/i]] as const) {
    test(`Enter on "${typed}" finds what the suggestions found`, async ({ page }) => {
      await openWithSearchBox(page, '/');
      await searchBox(page).fill(typed);
      await expect(suggestions(page).getByRole('group', { name: 'Products' }).getByRole('option').first()).toContainText(product);
      await searchBox(page).press('Enter');
      await expect(page).toHaveURL(new RegExp(`/search\\?q=${typed}$`));
      await expect(status(page)).toHaveText(/^[1-9]\d* products? found/);
      await expect(productCards(page).first()).toContainText(product);
      await expect(page.getByText('No products match your search.')).toHaveCount(0);
    });
  }

  test('a brand opens the search filtered by it', async ({ page }) => {
    await openWithSearchBox(page, '/');
    await searchBox(page).fill('nordv');
    await suggestions(page).getByRole('group', { name: 'Brands' }).getByRole('option', { name: 'Nordvik' }).click();
    await expect(page).toHaveURL(/\/search\?Manufacturer=Nordvik$/);
    await expect(productCards(page).first()).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox', { name: /Nordvik/ })).toBeChecked();
  });

  test('an empty focused box offers this shopper\'s recent searches, which can be cleared', async ({ page }) => {
    await openWithSearchBox(page, '/');
    await searchBox(page).fill('scarf');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=scarf$/);
    await openWithSearchBox(page, '/');
    await searchBox(page).focus();
    const recent = suggestions(page).getByRole('group', { name: 'Recent searches' });
    await expect(recent.getByRole('option')).toHaveText(['scarf']);
    await searchBox(page).press('ArrowDown');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=scarf$/);
    await openWithSearchBox(page, '/');
    await searchBox(page).focus();
    await page.getByRole('button', { name: 'Clear recent searches' }).click();
    await expect(recent).toHaveCount(0);
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('recent-searches')))).toEqual([]);
  });
});

test.describe('a search that finds nothing', () => {
  test('says so, offers the nearest spelling and shows popular products', async ({ page }) => {
    await gotoAndExpectStatus(page, shopUrl('/search', { q: 'stonewere qqqqzz' }), 200);
    await expect(page.getByText('No products match your search.')).toBeVisible();
    await expect(status(page)).toHaveText('No products found');
    const popular = page.getByRole('region', { name: 'Popular products' });
    await expect(popular.getByRole('article').first()).toBeVisible();
    // Exactly the suggestion: a popular product's link may name stoneware too (the mug, once shoppers ordered it).
    await page.getByRole('link', { name: 'stoneware', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=stoneware$/);
    await expect(page.getByRole('link', { name: /Stoneware Mug/ }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Popular products' })).toHaveCount(0);
  });
});
