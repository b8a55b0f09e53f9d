// Back-in-stock alerts (issue 33 item 4): a shopper asks to be told about a sold-out variation with the
// product page's form (no JavaScript needed), confirms by the mail's link, and gets one mail, through
// the e2e mail sink, once the owner puts units back in stock.
import type { APIRequestContext } from '@playwright/test';
import { DEMO } from '@/lib/db/seed/demo';
import { test, expect as baseExpect, gotoAndExpectStatus } from './fixtures';
import { SHOP } from './checkout-helpers';
import { waitForMail } from './support/mail-sink';

// A development server compiles each page on its first visit.
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 300_000 });

interface Variation { productId: string; slug: string }

/** A T-shirt variation other specs do not buy (the featured black M is theirs). */
async function teeVariation(request: APIRequestContext): Promise<Variation> {
  const response = await request.get(`/api/v2/products/${DEMO.products.master.slug.en}?shop=${SHOP}&slug=${DEMO.products.master.slug.en}`);
  expect(response.status()).toBe(200);
  const { variations } = (await response.json()) as { variations: Variation[] };
  return variations.find((variation) => variation.slug !== DEMO.products.master.variationSlug.en)!;
}

test('a sold-out variation\'s alert is confirmed by its link and mailed once when stock returns', async ({ page, browser, baseURL, ownerSignIn }) => {
  const { token } = await ownerSignIn('demo');
  const setStock = async (productId: string, stockLevel: number) => {
    const answer = await page.request.put(`/api/v2/products/${productId}/stockLevel?shop=${SHOP}`, { data: { stockLevel }, headers: { authorization: `Bearer ${token}` } });
    expect(answer.status()).toBe(200);
    return (await answer.json()) as { alertsSent: number };
  };
  const variation = await teeVariation(page.request);
  await setStock(variation.productId, 0);
  const email = `back-in-stock-${Date.now()}@example.com`;
  const since = Date.now() - 1000;

  // Without JavaScript: the form is one the browser posts itself.
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await noScript.addCookies([{ name: 'epCookieConsent', value: '1', url: baseURL! }]);
  const shopper = await noScript.newPage();
  await gotoAndExpectStatus(shopper, `/p/${variation.slug}`, 200);
  const alertForm = shopper.getByRole('form', { name: 'Email me when it is back' });
  await expect(alertForm).toContainText('Sold out for now.');
  await alertForm.getByLabel('Email address').fill(email);
  await alertForm.getByRole('button', { name: 'Email me when it is back' }).click();
  await expect(shopper.getByRole('status')).toHaveText('Almost done: we sent you an email. Open its link to confirm the alert.');
  await shopper.getByRole('link', { name: 'Back to the product' }).click();
  await expect(shopper).toHaveURL(new RegExp(`/p/${variation.slug}$`));
  await noScript.close();

  const confirmation = await waitForMail(email, /^Confirm your back-in-stock alert for /, { since });
  const confirmLink = new URL(/^https?:\/\/\S+\/stockAlerts\/confirm\S+$/m.exec(confirmation.text)![0]);
  expect(confirmation.text).toMatch(/\/stockAlerts\/unsubscribe\?token=/);
  // Opening the link (as a mail scanner does) only shows the button; the button confirms.
  await gotoAndExpectStatus(page, `${confirmLink.pathname}${confirmLink.search}`, 200);
  await page.getByRole('button', { name: 'Confirm alert' }).click();
  await expect(page.getByRole('status')).toHaveText('Confirmed: you get one email when it is back in stock.');

  expect((await setStock(variation.productId, 7)).alertsSent).toBe(1);
  const backInStock = await waitForMail(email, /is back in stock at Vitrine Demo Store$/, { since });
  const productLink = new URL(new RegExp(`^https?://\\S+/p/${variation.slug}$`, 'm').exec(backInStock.text)![0]);

  // The page says it is back: the shopper can add it, and no alert is offered any more.
  await gotoAndExpectStatus(page, productLink.pathname, 200);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  await expect(page.getByRole('form', { name: 'Email me when it is back' })).toHaveCount(0);
  // One mail: the alert ended with it, so stock running out and back sends nothing more.
  await setStock(variation.productId, 0);
  expect((await setStock(variation.productId, 7)).alertsSent).toBe(0);
});
