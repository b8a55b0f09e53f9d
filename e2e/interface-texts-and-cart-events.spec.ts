// Issue 36's last items on a production build: the in-context translation editor behind its local flag
// (spec sections 7 and 9), cart events on the page's event bus (section 4) and the cross-selling's
// stored title (section 3).

import type { Page } from '@playwright/test';
import { DEMO } from '@/lib/db/seed/demo';
import { test, expect, gotoAndExpectStatus } from './fixtures';

const mug = DEMO.products.mug;
// A text only the editor's chunk holds (its key for the changes kept in the browser).
const EDITOR_CODE = 'translation-editor:changes';

/** The bodies of the scripts the page loads from now on. */
function scriptsOf(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return bodies;
}

test.describe('the in-context translation editor', () => {
  test('loads no editor code while its flag is off', async ({ page }) => {
    const scripts = scriptsOf(page);
    await gotoAndExpectStatus(page, `/p/${mug.slug.en}`, 200);
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect((await Promise.all(scripts)).some((body) => body.includes(EDITOR_CODE))).toBe(false);
    await expect(page.getByRole('region', { name: 'Interface texts' })).toHaveCount(0);
  });

  test('with the local flag, names the key of a text picked on the page and takes a new one', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('vitrine:translation-editor', '1'));
    await gotoAndExpectStatus(page, `/p/${mug.slug.en}`, 200);
    const editor = page.getByRole('region', { name: 'Interface texts' });
    await editor.getByRole('button', { name: 'Pick a text' }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const entry = editor.getByRole('listitem').filter({ hasText: 'ProductBuyBox.addToCart' });
    await expect(entry).toBeVisible();
    // Picking does not add to the cart.
    await expect(page.getByRole('status').filter({ hasText: 'has been added to your cart' })).toHaveCount(0);
    // The text as written, from GET /api/v2/translations/en (the page's own messages are compiled).
    await expect(entry.getByLabel('New text (en)')).toHaveValue('Add to cart');
    await entry.getByLabel('New text (en)').fill('Put in the basket');
    await entry.getByRole('button', { name: 'Keep change' }).click();
    await expect(editor.getByText('Changes kept in this browser: 1')).toBeVisible();
    await expect(editor.getByRole('button', { name: 'Download changes' })).toBeEnabled();
  });
});

test('an add to cart is told to the page\'s event bus, and to analytics after consent', async ({ page }) => {
  await gotoAndExpectStatus(page, `/p/${mug.slug.en}`, 200);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  await page.evaluate(() => {
    const seen: unknown[] = [];
    (window as unknown as { cartEvents: unknown[] }).cartEvents = seen;
    window.addEventListener('vitrine:cart', (event) => seen.push((event as CustomEvent).detail));
  });
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'has been added to your cart' })).toBeVisible();
  const events = await page.evaluate(() => (window as unknown as { cartEvents: { type: string; quantity: number }[] }).cartEvents);
  expect(events).toEqual([expect.objectContaining({ type: 'add-to-cart', quantity: 1 })]);
  // The fixtures start with cookies accepted.
  const layer = await page.evaluate(() => (window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []);
  expect(layer.map((entry) => entry.event)).toContain('add_to_cart');
});

test('the mug\'s cross-selling is shown under its owner\'s title', async ({ page }) => {
  await gotoAndExpectStatus(page, `/p/${mug.slug.en}`, 200);
  const section = page.getByRole('region', { name: mug.crossSellingTitle.en });
  await expect(section.getByRole('article')).toHaveCount(4);
  await expect(section.getByRole('button', { name: /Show all/ })).toHaveCount(0);
});
