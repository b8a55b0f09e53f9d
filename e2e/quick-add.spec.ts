import { DEMO } from '@/lib/db/seed/demo';
import { expect as baseExpect, gotoAndExpectStatus, test } from './fixtures';
import { productCards } from './product-cards';
import type { Page } from '@playwright/test';

const expect = baseExpect.configure({ timeout: 20_000 });

const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /Cart/ });
const cardOf = (page: Page, name: string) => productCards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });

test.describe('swatches and quick add on product cards', () => {
  test('a master\'s swatches show each colour\'s picture; quick add chooses the variation and quantity and adds it without leaving the category', async ({ page }) => {
    const path = `/c/${DEMO.categories.tShirts.en}`;
    await gotoAndExpectStatus(page, path, 200);
    const card = cardOf(page, 'Classic Cotton T-Shirt');
    const swatches = card.getByRole('group', { name: 'Colours of Classic Cotton T-Shirt' });
    await expect(swatches.getByRole('button')).toHaveCount(3);
    for (const colour of ['Black', 'White', 'Navy']) await expect(swatches.getByRole('button', { name: colour })).toHaveAttribute('aria-pressed', 'false');
    const picture = card.locator('img').first();
    await expect(picture).toHaveAttribute('src', /shirt-black-front\.svg/);
    await swatches.getByRole('button', { name: 'Navy' }).hover();
    await expect(picture).toHaveAttribute('src', /shirt-navy-front\.svg/);
    await swatches.getByRole('button', { name: 'White' }).click();
    await expect(swatches.getByRole('button', { name: 'White' })).toHaveAttribute('aria-pressed', 'true');
    await page.mouse.move(0, 0);
    await expect(picture).toHaveAttribute('src', /shirt-white-front\.svg/);
    await expect(cartLink(page)).toContainText('Cart is empty');

    // By keyboard: the button names its product, the dialog takes focus and gives it back on Escape.
    const open = card.getByRole('button', { name: 'Quick add: Classic Cotton T-Shirt' });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Classic Cotton T-Shirt' });
    await expect(dialog).toBeVisible();
    const add = dialog.getByRole('button', { name: 'Add to cart' });
    await expect(add).toBeDisabled();
    await expect(dialog.getByText('Choose all options to add this product to the cart.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await dialog.getByLabel('Colour').selectOption({ label: 'Navy' });
    await dialog.getByLabel('Size').selectOption('M');
    await expect(dialog.locator('img')).toHaveAttribute('src', /shirt-navy-front\.svg/);
    await dialog.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(dialog.getByLabel('Quantity', { exact: true })).toHaveValue('2');
    await add.click();
    await expect(dialog.getByRole('status').filter({ hasText: 'has been added to your cart' })).toContainText('Classic Cotton T-Shirt');
    await expect(cartLink(page)).toContainText('2 items in the cart');
    await expect(page).toHaveURL(new RegExp(`${path}$`));

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    const cart = await page.evaluate(async () => (await fetch('/api/v2/cart?shop=demo')).json()) as { lineItems: { quantity: number; sku: string }[] };
    expect(cart.lineItems.map((line) => [line.sku, line.quantity])).toEqual([[`${DEMO.products.master.sku}-NAVY-M`, 2]]);
  });

  test('a simple product\'s quick add asks only for the quantity', async ({ page }) => {
    await gotoAndExpectStatus(page, `/c/${DEMO.categories.tableware.en}`, 200);
    const card = cardOf(page, 'Handmade Stoneware Mug');
    await expect(card.getByRole('group')).toHaveCount(0);
    await card.getByRole('button', { name: 'Quick add: Handmade Stoneware Mug' }).click();
    const dialog = page.getByRole('dialog', { name: 'Handmade Stoneware Mug' });
    await expect(dialog.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    await expect(dialog.getByRole('combobox')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Add to cart' }).click();
    await expect(cartLink(page)).toContainText('1 item in the cart');
    await expect(dialog.getByRole('link', { name: 'View full details' })).toHaveAttribute('href', `/p/${DEMO.products.mug.slug.en}`);
  });
});
