// Cart reminders (issue 33 item 5): a guest who agreed in checkout leaves the cart; once the owner's delay
// has passed (an hour lasts a second in this run: CART_REMINDER_HOUR_MS) the scheduler mails one reminder,
// and its link restores exactly that cart in a fresh browser.
import { DEMO } from '@/lib/db/seed/demo';
import { test, expect as baseExpect, gotoAndExpectStatus } from './fixtures';
import { SHOP, addToCart, fillBillingAddress } from './checkout-helpers';
import { waitForMail } from './support/mail-sink';

// A development server compiles each page on its first visit.
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 300_000 });

const REMIND_ME = 'Email me one reminder if I leave my cart without ordering (unsubscribe with one click)';

test('a reminder link restores the left cart in a fresh browser', async ({ page, browser, baseURL, ownerSignIn }) => {
  const { token } = await ownerSignIn('demo');
  const setReminders = async (cartReminders: { enabled: boolean; delayHours: number }) => {
    const answer = await page.request.patch(`/api/v2/shop?shop=${SHOP}`, { data: { userSettings: { cartReminders } }, headers: { authorization: `Bearer ${token}` } });
    expect(answer.status(), await answer.text()).toBe(200);
  };
  await setReminders({ enabled: true, delayHours: 1 });
  try {
    const email = `cart-reminder-${Date.now()}@example.com`;
    const since = Date.now() - 1000;
    await addToCart(page, DEMO.products.mug.slug.en, 2);
    await addToCart(page, DEMO.products.lowStock.slug.en, 1);
    await gotoAndExpectStatus(page, '/checkout/personal-data', 200);
    await fillBillingAddress(page, email);
    await page.getByRole('checkbox', { name: REMIND_ME }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/checkout\/shipping$/);

    const mail = await waitForMail(email, /^Your cart at Vitrine Demo Store is waiting for you$/, { since });
    expect(mail.text).toContain('2 × Handmade Stoneware Mug');
    const restore = new URL(/^https?:\/\/\S+\/cart\/reminders\/restore\?\S+$/m.exec(mail.text)![0]);
    expect(mail.text).toMatch(/\/cart\/reminders\/unsubscribe\?token=/);

    // Another device: a browser with no cookies of this shop at all.
    const fresh = await browser.newContext({ baseURL });
    await fresh.addCookies([{ name: 'epCookieConsent', value: '1', url: baseURL! }]);
    const other = await fresh.newPage();
    await other.goto(`${restore.pathname}${restore.search}`);
    await expect(other).toHaveURL(/\/cart$/);
    // Exactly that cart: its two lines with their quantities, and nothing else.
    await expect(other.getByRole('link', { name: 'Cart 3 items in the cart' })).toBeVisible();
    await expect(other.getByLabel('Quantity of Handmade Stoneware Mug')).toHaveValue('2');
    await expect(other.getByLabel('Quantity of Nordic Grey Scarf')).toHaveValue('1');
    await fresh.close();
  } finally {
    await setReminders({ enabled: false, delayHours: 24 });
  }
});
