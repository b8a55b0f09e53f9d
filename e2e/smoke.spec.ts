// The smallest proof that the production build serves pages: the home page
// renders with a title, and unknown paths get the app's 404 page.

import { test, expect } from './fixtures';

test('home answers 200 with a title; unknown paths answer 404', async ({ page, gotoAndExpectStatus }) => {
  await gotoAndExpectStatus(page, '/', 200);
  expect((await page.title()).trim()).not.toBe('');

  await gotoAndExpectStatus(page, '/this-does-not-exist', 404);
  await expect(page.getByText('Not found').first()).toBeVisible();
});
