// Analytics that respect consent (issue 33, item 6): Google's e-commerce events in dataLayer only after
// the shopper accepted cookies, consent mode before anything, the owner's Tag Manager container loaded
// only after consent and allowed by the page's policy, and the owner's cookie-free overview.
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO } from '@/lib/db/seed/demo';
import { continueToConfirmation, fillBillingAddress } from './checkout-helpers';
import { expect, gotoAndExpectStatus, test } from './fixtures';
import { editorSidebar } from './owner-pages';

const mug = DEMO.products.mug;
const RECORD = 'e2e-data-layer';
const DENIED = { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };
const GRANTED = { ad_storage: 'granted', analytics_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' };

type Entry = { event?: string; command?: unknown[]; ecommerce?: Record<string, unknown> & { items?: Record<string, unknown>[] } };

/**
 * Keeps what every page of the tab pushes to dataLayer in sessionStorage (the journey reloads and leaves
 * pages), consent mode's commands as `{ command: [...] }`, before any script of the page runs.
 */
async function recordDataLayer(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    const layer: unknown[] = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= []);
    const push = layer.push.bind(layer);
    layer.push = (...entries: unknown[]) => {
      const kept = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
      for (const entry of entries) {
        kept.push(Object.prototype.toString.call(entry) === '[object Arguments]' ? { command: [...(entry as IArguments)] } : entry);
      }
      sessionStorage.setItem(key, JSON.stringify(kept));
      return push(...entries);
    };
  }, RECORD);
}

const recorded = (page: Page) => page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as Entry[], RECORD);
const eventNames = async (page: Page) => (await recorded(page)).flatMap((entry) => (entry.event ? [entry.event] : []));
const eventOf = async (page: Page, name: string) => (await recorded(page)).find((entry) => entry.event === name);

test.describe('e-commerce events and consent mode', () => {
  test.use({ cookieConsent: null });

  test('nothing is pushed before consent; after it, every event of a journey from a list to the order', async ({ page }) => {
    test.setTimeout(120_000);
    await recordDataLayer(page);
    await gotoAndExpectStatus(page, `/c/${DEMO.categories.clothing.en}`, 200);
    const accept = page.getByRole('button', { name: 'Accept cookies' });
    await expect(accept).toBeVisible();
    // Hydrated (the dialog opens in the browser only) and nothing but consent mode's defaults so far.
    expect(await recorded(page)).toEqual([{ command: ['consent', 'default', DENIED] }]);

    await accept.click();
    // Accepting reloads the page: defaults first, then the choice, then the page's events.
    await expect.poll(async () => (await eventNames(page)).sort()).toEqual(['page_view', 'view_item_list']);
    // The choice as an update at once, then on the reloaded page the defaults and the stored choice again.
    const commands = (await recorded(page)).filter((entry) => entry.command).map((entry) => entry.command);
    expect(commands).toEqual([['consent', 'default', DENIED], ['consent', 'update', GRANTED], ['consent', 'default', DENIED], ['consent', 'update', GRANTED]]);
    expect((await eventOf(page, 'view_item_list'))!.ecommerce).toMatchObject({ item_list_id: `category/${DEMO.categories.clothing.en}`, item_list_name: 'Clothing' });

    await gotoAndExpectStatus(page, '/search?q=mug', 200);
    await page.getByRole('main').getByRole('article').filter({ hasText: 'Handmade Stoneware Mug' }).getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/p/${mug.slug.en}$`));
    await expect.poll(() => eventOf(page, 'view_item')).toBeDefined();
    expect((await eventOf(page, 'select_item'))!.ecommerce).toMatchObject({ item_list_id: 'search_results', items: [{ item_id: mug.sku }] });
    expect((await eventOf(page, 'view_item'))!.ecommerce).toEqual({
      currency: 'EUR', value: 14.9, items: [{ item_id: mug.sku, item_name: 'Handmade Stoneware Mug', price: 14.9, quantity: 1, item_brand: 'Nordvik' }],
    });

    await page.getByRole('textbox', { name: 'Quantity', exact: true }).fill('2');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('link', { name: 'View cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const quantity = page.getByLabel('Quantity of Handmade Stoneware Mug');
    await expect(quantity).toHaveValue('2');
    await quantity.fill('1');
    await quantity.press('Enter');
    await expect.poll(() => eventOf(page, 'remove_from_cart')).toBeDefined();
    expect((await eventOf(page, 'add_to_cart'))!.ecommerce).toMatchObject({ currency: 'EUR', value: 29.8, items: [{ item_id: mug.sku, quantity: 2 }] });
    expect((await eventOf(page, 'remove_from_cart'))!.ecommerce).toMatchObject({ value: 14.9, items: [{ item_id: mug.sku, quantity: 1 }] });

    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await expect(page).toHaveURL(/\/checkout\/personal-data$/);
    await fillBillingAddress(page, `analytics-${Date.now()}@example.com`);
    await continueToConfirmation(page, 'Invoice');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/o\/[0-9a-f-]{36}\?viewtoken=/);
    const orderId = /\/o\/([0-9a-f-]{36})/.exec(page.url())![1];
    await expect.poll(() => eventOf(page, 'purchase')).toBeDefined();

    const names = await eventNames(page);
    for (const name of ['view_item_list', 'select_item', 'view_item', 'add_to_cart', 'remove_from_cart', 'view_cart', 'begin_checkout',
      'add_shipping_info', 'add_payment_info', 'purchase']) expect(names).toContain(name);
    expect((await eventOf(page, 'add_shipping_info'))!.ecommerce).toMatchObject({ shipping_tier: 'Standard delivery' });
    expect((await eventOf(page, 'add_payment_info'))!.ecommerce).toMatchObject({ payment_type: 'Invoice' });
    expect((await eventOf(page, 'purchase'))!.ecommerce).toMatchObject({
      transaction_id: orderId, currency: 'EUR', items: [{ item_id: mug.sku, item_name: 'Handmade Stoneware Mug', price: 14.9, quantity: 1 }],
    });
  });

  test('following a card of a category page reports select_item with the category\'s list', async ({ page }) => {
    await recordDataLayer(page);
    await gotoAndExpectStatus(page, `/c/${DEMO.categories.clothing.en}`, 200);
    await page.getByRole('button', { name: 'Accept cookies' }).click();
    await expect.poll(() => eventOf(page, 'view_item_list')).toBeDefined();
    // The server renders the category's grid: its list attribute is how a click finds the card's item.
    const card = page.getByRole('main').getByRole('article').first();
    const name = await card.getByRole('heading').innerText();
    await card.getByRole('link').first().click();
    await expect.poll(() => eventOf(page, 'view_item')).toBeDefined();
    expect((await eventOf(page, 'select_item'))!.ecommerce).toMatchObject({
      item_list_id: `category/${DEMO.categories.clothing.en}`, item_list_name: 'Clothing', items: [{ item_name: name, index: 0 }],
    });
  });

  test('a shopper who declines gets no event, only consent mode\'s denial', async ({ page }) => {
    await recordDataLayer(page);
    await gotoAndExpectStatus(page, `/p/${mug.slug.en}`, 200);
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByRole('button', { name: 'Accept cookies' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'has been added to your cart' })).toBeVisible();
    expect(await eventNames(page)).toEqual([]);
    expect((await recorded(page)).map((entry) => entry.command)).toEqual([['consent', 'default', DENIED], ['consent', 'update', DENIED]]);
  });
});

const CONTAINER = 'GTM-E2E1234';

/** Sets the demo shop's published Tag Manager container as its owner (null: none). */
async function setContainer(request: APIRequestContext, token: string, containerId: string | null): Promise<void> {
  const answer = await request.patch('/api/v2/shop?shop=demo', { data: { userSettings: { tagManager: { containerId } } }, headers: { authorization: `Bearer ${token}` } });
  expect(answer.status(), await answer.text()).toBe(200);
}

test('the owner sets a Tag Manager container in Shop settings; shoppers\' pages load it only after consent, and their policy allows it', async ({ ownerPage: page, ownerSignIn, browser, baseURL, request }) => {
  test.slow();
  const { token } = await ownerSignIn('demo');
  try {
    await page.goto('/editor');
    const editor = editorSidebar(page);
    await editor.getByRole('group', { name: 'Site' }).getByRole('button', { name: 'Shop settings', exact: true }).click();
    const section = editor.getByRole('region', { name: 'Google Tag Manager' });
    const field = section.getByLabel('Container ID');
    await field.fill('UA-12345');
    await expect(section.getByText('Enter a container ID such as GTM-XXXXXXX.')).toBeVisible();
    await field.fill(CONTAINER);
    await section.getByRole('button', { name: 'Save' }).click();
    const publish = page.getByRole('button', { name: 'Publish site changes' });
    await expect(publish).toBeEnabled();
    await publish.click();
    await page.getByRole('dialog', { name: 'Site changes waiting to be published' }).getByRole('button', { name: 'Publish site changes' }).click();
    await expect(page.getByText('Site changes published')).toBeVisible();

    const context = await browser.newContext({ baseURL });
    const shopper = await context.newPage();
    const loaded: string[] = [];
    // No network to Google here: the container's address answers a stand-in that says it ran.
    await context.route('https://www.googletagmanager.com/**', (route) => {
      loaded.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: 'window.containerRan = true;' });
    });
    const blocked: string[] = [];
    shopper.on('console', (message) => { if (message.text().includes('Content Security Policy')) blocked.push(message.text()); });
    const allowsContainer = /script-src [^;]*https:\/\/www\.googletagmanager\.com/;
    // A cached page names the hosts as soon as it is rendered again; a page rendered per request once the proxy's
    // facts of the shop are renewed (every 30 s at most).
    await gotoAndExpectStatus(shopper, '/cart', 200);
    await expect.poll(async () => (await shopper.request.get('/cart')).headers()['content-security-policy'], { timeout: 45_000 }).toMatch(allowsContainer);
    const product = await gotoAndExpectStatus(shopper, `/p/${mug.slug.en}`, 200);
    expect(product.headers()['content-security-policy']).toMatch(allowsContainer);
    await expect(shopper.getByRole('button', { name: 'Accept cookies' })).toBeVisible();
    expect(loaded).toEqual([]);
    await shopper.getByRole('button', { name: 'Accept cookies' }).click();
    await expect.poll(() => shopper.evaluate(() => (window as unknown as { containerRan?: boolean }).containerRan ?? false)).toBe(true);
    expect(loaded).toEqual([`https://www.googletagmanager.com/gtm.js?id=${CONTAINER}`]);
    expect(blocked).toEqual([]);
    await context.close();
  } finally {
    await setContainer(request, token, null);
  }
});

test('the Analytics module shows the counts of the shop\'s visits, product views, carts and orders', async ({ ownerPage: page, browser, baseURL }) => {
  test.slow();
  // A shopper's visit that reads no cookie choice: counted all the same.
  const context = await browser.newContext({ baseURL });
  const shopper = await context.newPage();
  const counted = shopper.waitForResponse((answer) => answer.url().includes('/api/v2/analytics/pageLoads') && answer.status() === 204);
  await gotoAndExpectStatus(shopper, `/p/${mug.slug.en}`, 200);
  await counted;
  await context.close();

  await page.goto('/editor');
  const editor = editorSidebar(page);
  await editor.getByRole('group', { name: 'Site' }).getByRole('button', { name: 'Analytics', exact: true }).click();
  const table = editor.getByRole('table', { name: 'Visits, product views, carts and orders per day' });
  await expect(table.getByRole('columnheader')).toHaveText(['Day', 'Visits', 'Product views', 'Carts', 'Orders', 'Conversion']);
  await expect(table.getByRole('row')).toHaveCount(32);
  // Today's row (the newest, first) counts at least that visit and product view.
  const today = table.getByRole('row').nth(1).getByRole('cell');
  expect(Number((await today.nth(0).textContent())!.replace(/\D/g, ''))).toBeGreaterThanOrEqual(1);
  expect(Number((await today.nth(1).textContent())!.replace(/\D/g, ''))).toBeGreaterThanOrEqual(1);
  await expect(table.getByRole('rowheader').last()).toHaveText('Last 30 days');
  // The module keeps to its panel: its text wraps there and the wide table scrolls in a box of its own.
  const analytics = editor.getByRole('region', { name: 'Analytics' });
  expect(await analytics.evaluate((section) => section.scrollWidth <= section.clientWidth)).toBe(true);
  const scroller = editor.getByRole('region', { name: 'Visits, product views, carts and orders per day' });
  await scroller.focus();
  await expect(scroller).toBeFocused();
});
