// The product page (spec sections 2, 4, 5, 8): server-rendered product with gallery, price and bulk
// tiers, variation dropdowns, add to cart with its notices, and the metadata search engines read.

import type { Locator, Page } from '@playwright/test';
import { DEMO } from '@/lib/db/seed/demo';
import { test, expect, gotoAndExpectStatus } from './fixtures';

const { products } = DEMO;

const quantityInput = (page: Page) => page.getByRole('textbox', { name: 'Quantity', exact: true });
const addToCart = (page: Page) => page.getByRole('button', { name: 'Add to cart' });
const addedNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'has been added to your cart' });

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes of every notice shown on the page: status and alert messages, and the notification overlay's. */
async function noticeBoxes(page: Page): Promise<Box[]> {
  const notices: Locator[] = [
    ...await page.getByRole('status').all(), ...await page.getByRole('alert').all(),
    ...await page.getByRole('region', { name: 'Notifications' }).getByRole('listitem').all(),
  ];
  const boxes = await Promise.all(notices.map(async (notice) => ((await notice.innerText()).trim() ? notice.boundingBox() : null)));
  return boxes.filter((box): box is Box => box !== null && box.width > 0 && box.height > 0);
}

// The dev server compiles routes on first use and is shared with other suites: give pages time.
test.describe.configure({ timeout: 90_000 });

test('shows gallery, price and bulk price tiers; the unit price follows the quantity', async ({ page }) => {
  await gotoAndExpectStatus(page, `/p/${products.mug.slug.en}`, 200);
  await expect(addToCart(page)).toBeEnabled();
  await expect(page.getByRole('heading', { level: 1, name: /Handmade Stoneware Mug/ })).toBeVisible();
  const gallery = page.getByRole('region', { name: 'Product images' });
  await expect(gallery.getByRole('img').first()).toBeVisible();
  await expect(page.getByTestId('unit-price')).toHaveText('€14.90');
  const tiers = page.getByRole('table', { name: 'Volume discounts' });
  await expect(tiers.getByRole('row')).toHaveCount(4);
  await expect(tiers).toContainText('from 5');
  await expect(tiers).toContainText('€13.90');
  await expect(tiers).toContainText('€12.90');

  await quantityInput(page).fill('6');
  await quantityInput(page).press('Enter');
  await expect(page.getByTestId('unit-price')).toHaveText('€13.90');
  await expect(page.getByText('Total: €83.40')).toBeVisible();
  await quantityInput(page).fill('');
  await quantityInput(page).blur();
  await expect(quantityInput(page)).toHaveValue('6');
});

test('choosing every variation attribute opens that variation', async ({ page }) => {
  await gotoAndExpectStatus(page, `/p/${products.master.slug.en}`, 200);
  await expect(addToCart(page)).toBeDisabled();
  await expect(quantityInput(page)).toBeDisabled();
  await expect(page.getByText('Choose all options to add this product to the cart.')).toBeVisible();
  await page.getByLabel('Colour').selectOption('black');
  await expect(page).toHaveURL(new RegExp(`/p/${products.master.slug.en}$`));
  await page.getByLabel('Size').selectOption('M');
  await expect(page).toHaveURL(new RegExp(`/p/${products.master.variationSlug.en}$`), { timeout: 20_000 });
  await expect(page.getByLabel('Colour')).toHaveValue('black');
  await expect(page.getByLabel('Size')).toHaveValue('M');
  await expect(addToCart(page)).toBeEnabled();
  // Changing one value on a variation opens the sibling variation.
  await page.getByLabel('Size').selectOption('L');
  await expect(page).toHaveURL(new RegExp(`/p/${products.master.slug.en}-black-l$`), { timeout: 20_000 });
});

test('by keyboard, a variation dropdown opens the variation on Enter and keeps focus on its page', async ({ page }) => {
  await gotoAndExpectStatus(page, `/p/${products.master.variationSlug.en}`, 200);
  const size = page.getByLabel('Size');
  await expect(size).toBeEnabled();
  await size.focus();
  // Arrow keys browse the closed dropdown's values, Enter opens the one shown (WCAG 3.2.2; that no page
  // opens per value passed is variation-selects.test.tsx's).
  await page.keyboard.press('ArrowDown');
  const chosen = await size.inputValue();
  expect(chosen).not.toBe('M');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/p/${products.master.slug.en}-black-${chosen.toLowerCase()}$`), { timeout: 20_000 });
  await expect(size).toHaveValue(chosen);
  await expect(size).toBeFocused();
});

test('adding to the cart shows a notice with a cart link and the cart holds the product', async ({ page }) => {
  await gotoAndExpectStatus(page, `/p/${products.mug.slug.en}`, 200);
  await expect(addToCart(page)).toBeEnabled();
  await quantityInput(page).fill('2');
  await addToCart(page).click();
  const notice = addedNotice(page);
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await expect(notice.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
  // In the buy box's flow right under the button, not in the page's notification overlay.
  const button = (await addToCart(page).boundingBox())!;
  expect((await notice.boundingBox())!.y).toBeGreaterThanOrEqual(button.y + button.height);
  expect(await notice.evaluate((element) => getComputedStyle(element).position)).toBe('static');
  await expect(page.getByRole('region', { name: 'Notifications' })).not.toContainText('has been added to your cart');
  await expect(quantityInput(page)).toHaveValue('1');
  await expect(addToCart(page)).toBeEnabled();

  const cart = await page.evaluate(async () => (await fetch('/api/v2/cart?shop=demo')).json());
  const line = cart.lineItems.find((item: { sku: string }) => item.sku === products.mug.sku);
  expect(line?.quantity).toBe(2);
});

// The notice used to follow the shopper for 8 s as an overlay over "Proceed to checkout" (issue 13).
for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('after adding to the cart and going to the cart, no notice covers "Proceed to checkout"', async ({ page }) => {
      await gotoAndExpectStatus(page, `/p/${products.mug.slug.en}`, 200);
      await expect(addToCart(page)).toBeEnabled();
      await addToCart(page).click();
      const notice = addedNotice(page);
      await expect(notice).toBeVisible({ timeout: 30_000 });
      // Nor does it cover the buttons of the buy box.
      for (const box of await noticeBoxes(page)) expect(overlap(box, (await addToCart(page).boundingBox())!)).toBe(false);

      await notice.getByRole('link', { name: 'View cart' }).click();
      await expect(page).toHaveURL(/\/cart$/);
      const proceed = page.getByRole('complementary', { name: 'Order summary' }).getByRole('link', { name: 'Proceed to checkout' });
      await expect(proceed).toBeVisible();
      await expect(page.getByText('has been added to your cart')).toHaveCount(0);
      await proceed.scrollIntoViewIfNeeded();
      const target = (await proceed.boundingBox())!;
      for (const box of await noticeBoxes(page)) expect(overlap(box, target), `a notice at ${JSON.stringify(box)}`).toBe(false);
      // What a tap in the middle of the button reaches is the button.
      expect(await proceed.evaluate((link) => {
        const { x, y, width: w, height: h } = link.getBoundingClientRect();
        return link.contains(document.elementFromPoint(x + w / 2, y + h / 2));
      })).toBe(true);
    });
  });
}

test('adding more than the stock shows the Low StockLevel notice', async ({ page }) => {
  await gotoAndExpectStatus(page, `/p/${products.lowStock.slug.en}`, 200);
  await expect(addToCart(page)).toBeEnabled();
  await quantityInput(page).fill(String(products.lowStock.stockLevel + 1));
  await addToCart(page).click();
  // In the buy box, under the button.
  const alert = page.getByRole('alert').filter({ hasText: 'Sorry' });
  await expect(alert).toContainText('Sorry, there are not enough of this product in stock for that quantity.', { timeout: 30_000 });
  expect((await alert.boundingBox())!.y).toBeGreaterThanOrEqual((await addToCart(page).boundingBox())!.y);
  await expect(quantityInput(page)).toHaveValue('1');
});

test('a sold-out product cannot be added and says why', async ({ page }) => {
  await gotoAndExpectStatus(page, `/p/${products.soldOut.slug.en}`, 200);
  await expect(addToCart(page)).toBeDisabled();
  await expect(page.getByText('This product is sold out and cannot be ordered at the moment.')).toBeVisible();
});

test('the HTML carries the product, canonical, Open Graph and JSON-LD', async ({ request }) => {
  const response = await request.get(`/p/${products.master.variationSlug.en}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('Classic Cotton T-Shirt');
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/p/${products.master.slug.en}"`));
  // The other languages of the canonical product, as hreflang alternates.
  expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="de" href="[^"]*/de/p/${products.master.slug.de}"`));
  expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="x-default" href="[^"]*/p/${products.master.slug.en}"`));
  expect(html).toContain('<meta property="og:type" content="product"/>');
  expect(html).toMatch(/<meta property="og:title" content="Classic Cotton T-Shirt"/);
  expect(html).toMatch(/<meta property="og:url" content="[^"]*\/p\/classic-cotton-t-shirt"/);
  expect(html).toMatch(/<meta property="og:image" content="[^"]+"/);
  expect(html).toMatch(/<meta property="og:image:width" content="\d+"/);
  expect(html).toMatch(/<meta property="og:image:height" content="\d+"/);
  expect(html).toMatch(/<meta property="og:description" content="[^"]+"/);

  const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  expect(jsonLd).toBeTruthy();
  const [product, breadcrumb] = JSON.parse(jsonLd!) as [Record<string, unknown>, Record<string, unknown>];
  expect(product).toMatchObject({ '@type': 'Product', name: 'Classic Cotton T-Shirt', offers: { '@type': 'Offer', price: '24.90', priceCurrency: 'EUR' } });
  expect(breadcrumb).toMatchObject({ '@type': 'BreadcrumbList' });
});

test('works under the language prefix', async ({ page }) => {
  await gotoAndExpectStatus(page, `/de/p/${products.mug.slug.de}`, 200);
  await expect(page.getByRole('heading', { level: 1, name: /Tasse aus Steingut/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'In den Warenkorb' })).toBeEnabled();
  await expect(page.getByRole('table', { name: 'Staffelpreise' })).toBeVisible();
});
