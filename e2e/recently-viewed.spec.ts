// Recently viewed (issue 33 item 3): kept in the browser only, shown under products and the cart without
// moving the page, and gone once the shopper declines cookies.
import { DEMO } from '@/lib/db/seed/demo';
import { RECENTLY_VIEWED_PREFIX } from '@/lib/recently-viewed';
import { test, expect as baseExpect, gotoAndExpectStatus } from './fixtures';

// A development server compiles each page on its first visit.
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 300_000 });

const { mug, lowStock } = DEMO.products;

test('products viewed are listed under the next product and the cart, and forgotten when cookies are declined', async ({ page }) => {
  await gotoAndExpectStatus(page, `/p/${lowStock.slug.en}`, 200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const recent = page.getByRole('region', { name: 'Recently viewed' });
  await expect(recent).toHaveCount(0);
  // The view is noted once the page's script has run (the heading is in the server's HTML before that).
  await expect.poll(() => page.evaluate((prefix) => Object.keys(window.localStorage).some((key) => key.startsWith(prefix)), RECENTLY_VIEWED_PREFIX)).toBe(true);

  await gotoAndExpectStatus(page, `/p/${mug.slug.en}`, 200);
  await expect(recent.getByRole('link', { name: 'Nordic Grey Scarf' })).toHaveAttribute('href', `/p/${lowStock.slug.en}`);
  await expect(recent.getByRole('link', { name: 'Handmade Stoneware Mug' })).toHaveCount(0);
  // Nothing of it on the server: the cached page's HTML has an empty box.
  const html = await (await page.request.get(`/p/${mug.slug.en}`)).text();
  expect(html).not.toContain('Nordic Grey Scarf</a>');

  await gotoAndExpectStatus(page, '/cart', 200);
  await expect(recent.getByRole('link')).toHaveText(['Handmade Stoneware Mug', 'Nordic Grey Scarf']);

  await page.goto('/l/cookiepolicy');
  const settings = page.getByRole('region', { name: 'Cookie settings' });
  await Promise.all([page.waitForEvent('load'), settings.getByRole('button', { name: 'Decline' }).click()]);
  expect(await page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith('vitrine:recently-viewed:')))).toEqual([]);
  await gotoAndExpectStatus(page, '/cart', 200);
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await expect(recent).toHaveCount(0);
});
