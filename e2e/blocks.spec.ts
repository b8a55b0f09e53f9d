// Page blocks on the storefront (spec sections 2, 4, 5, 8, 9): a page holding every block type, created
// through the pages API for this file and deleted afterwards, so the seeded pages stay untouched.

import type { APIRequestContext } from '@playwright/test';
import { DEMO } from '@/lib/db/seed/demo';
import type { Block } from '@/lib/schemas/page-content';
import { test, expect as baseExpect, gotoAndExpectStatus } from './fixtures';

// The development server shares two cores with the browser and other suites: allow slow answers.
const expect = baseExpect.configure({ timeout: 20_000 });

const SHOP = DEMO.shops.demo.slug;
const SLUG = `blocks-e2e-${Date.now().toString(36)}`;
const MAP = 'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2427.5!2d13.4013!3d52.5290!5e0!3m2!1sen!2sde!4v1700000000000';
let auth: Record<string, string> = {};

async function homeBlocks(request: APIRequestContext): Promise<Block[]> {
  const response = await request.get(`/api/v2/categories/${DEMO.categories.home.en}?shop=${SHOP}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { content: { blocks: Block[] } }).content.blocks;
}

/** A block and the blocks in its columns, depth first. */
const withChildren = (block: Block): Block[] => [block, ...(block.columns ?? []).flat().flatMap(withChildren)];

/** Every block type, the data-driven ones pointed at the seeded home page's category, products and pictures. */
function everyBlock(home: Block[]): Block[] {
  const data = (type: string) => home.flatMap(withChildren).find((block) => block.type === type)!.data;
  const categoryId = data('category-swiper').categoryId as string;
  const image = data('image').src as string;
  // The home page has no slideshow: three slides of a seeded picture.
  const slides = ['Summer collection', 'Autumn colours', 'Outdoor essentials'].map((alt) => ({ src: image, alt }));
  let count = 0;
  const block = (type: string, blockData: Record<string, unknown>, columns?: Block[][]): Block =>
    ({ _id: `e2e-${(count += 1)}`, type, data: blockData, ...(columns ? { columns } : {}) });
  return [
    block('headline-block', {}, [[block('text', { content: '<h2>All the blocks</h2>' })]]),
    block('image', { src: image, alt: 'Summer banner', link: 'https://example.com/', opentab: true, headline: 'Summer', text: 'New colours', buttontext: 'Discover', buttonenabled: true }),
    block('content-slider', { images: slides, autoPlay: true, showNav: true, showThumbnails: true, slideInterval: 5000, showBullets: true }),
    block('video', { src: 'https://youtu.be/aqz-KE-bpKQ?t=3' }),
    block('video', { src: 'https://example.com/not-a-video' }),
    block('maps', { iframe: `<iframe src="${MAP}" width="600" height="450"></iframe>` }),
    block('maps', { src: 'https://evil.example/maps/embed?pb=x' }),
    block('html', { html: '<p class="e2e-html">Free HTML</p><script>document.documentElement.dataset.blockScript = "ran";</script>' }),
    block('multi-column', {}, [[block('contact-form', {})], [block('text', { content: '<p>Write to us</p>' })]]),
    block('category', { categoryId, pageSize: 4 }),
    block('category-swiper', { categoryId, showPrice: true, showStock: true }),
    block('product-slider', data('product-slider')),
  ];
}

test.beforeAll(async ({ request }) => {
  // The first request of a route compiles it on a development server.
  test.setTimeout(120_000);
  const signIn = await request.post(`/api/v2/auth/sign-in?shop=${SHOP}`, { data: DEMO.owners.demo });
  expect(signIn.status()).toBe(200);
  auth = { authorization: `Bearer ${((await signIn.json()) as { token: string }).token}` };
  const content = { version: 1, blocks: everyBlock(await homeBlocks(request)) };
  const put = await request.put(`/api/v2/pages/${SLUG}?shop=${SHOP}`, {
    headers: auth, data: { title: 'Every block', type: 'blank', navigation: null, isVisible: true, content },
  });
  expect(put.status(), await put.text()).toBe(201);
});

test.afterAll(async ({ request }) => {
  await request.delete(`/api/v2/pages/${SLUG}?shop=${SHOP}`, { headers: auth });
});

// A development server compiles routes on first use, and sends mail on contact; give both time.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ context, page }) => {
  // Map and video frames stay offline: what counts is which frame the page asks for.
  await context.route((url) => url.hostname !== 'localhost', (route) => route.abort());
  await gotoAndExpectStatus(page, `/i/${SLUG}`, 200);
  // Client islands answer only once hydrated; until then a click would submit the form natively.
  await page.waitForLoadState('networkidle');
});

test('renders the static blocks: image link, html with its script after consent and layouts', async ({ page }) => {
  const link = page.getByRole('link', { name: /Summer banner/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  await expect(link).toContainText('Discover');
  await expect(page.locator('.e2e-html')).toHaveText('Free HTML');
  await expect(page.locator('html')).toHaveAttribute('data-block-script', 'ran');
  await expect(page.locator('.block-html script')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'All the blocks' })).toBeVisible();
});

test('the content slider moves on by itself, its bullets and thumbnails follow, and a thumbnail shows its slide', async ({ page }) => {
  const slider = page.getByRole('region', { name: 'Slideshow' });
  const thumbnails = slider.getByRole('list', { name: 'Slide thumbnails' });
  const thumbnail = (index: number) => thumbnails.getByRole('button', { name: `Show slide ${index} of 3` });
  // Swiper loads once the slider has been in view for a moment (carousels cost nothing on first load).
  await slider.scrollIntoViewIfNeeded();
  const active = slider.locator('.swiper-pagination-bullet-active');
  await expect(active).toHaveAttribute('aria-label', 'Go to slide 1');
  await expect(thumbnail(1)).toHaveAttribute('aria-current', 'true');
  await expect(active).toHaveAttribute('aria-label', 'Go to slide 2', { timeout: 15_000 });
  await expect(thumbnail(2)).toHaveAttribute('aria-current', 'true');
  await expect(thumbnail(1)).not.toHaveAttribute('aria-current');
  await slider.getByRole('button', { name: 'Pause slideshow' }).click();
  await expect(slider.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  await slider.getByRole('button', { name: 'Go to slide 3' }).click();
  await expect(active).toHaveAttribute('aria-label', 'Go to slide 3');
  await expect(thumbnail(3)).toHaveAttribute('aria-current', 'true');
  // By keyboard: the thumbnail keeps the focus and the slider shows its slide.
  await thumbnail(1).focus();
  await page.keyboard.press('Enter');
  await expect(active).toHaveAttribute('aria-label', 'Go to slide 1');
  await expect(thumbnail(1)).toHaveAttribute('aria-current', 'true');
  await expect(thumbnail(1)).toBeFocused();
  await expect(slider.locator('.swiper-slide-active img')).toHaveAttribute('alt', 'Summer collection');
});

test('a video shows a facade that turns into the no-cookie player on click; a link without a video shows nothing', async ({ page }) => {
  const play = page.getByRole('button', { name: /Play video/ });
  await expect(play).toHaveCount(1);
  await expect(page.locator('iframe[title="YouTube video"]')).toHaveCount(0);
  await play.click();
  const player = page.locator('iframe[title="YouTube video"]');
  await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ\?/);
});

test('a video slide plays only when asked, stops the slideshow and is paused by postMessage when the slide changes', async ({ page, request }) => {
  const image = (await homeBlocks(request)).flatMap(withChildren).find((block) => block.type === 'image')!.data.src as string;
  const slug = `${SLUG}-video`;
  const slides = [{ src: image, alt: 'Summer collection' }, { src: image, alt: 'Our film', video: 'https://youtu.be/aqz-KE-bpKQ' }];
  const data = { images: slides, autoPlay: true, showNav: true, showThumbnails: false, slideInterval: 60_000, showBullets: true };
  const put = await request.put(`/api/v2/pages/${slug}?shop=${SHOP}`, {
    headers: auth, data: { title: 'Video slide', type: 'blank', navigation: null, isVisible: true, content: { version: 1, blocks: [{ _id: 'slider', type: 'content-slider', data }] } },
  });
  expect(put.status(), await put.text()).toBe(201);
  try {
    // A stand-in player that hands every message it is sent back to the page: what the real one would be told.
    await page.context().route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({
      contentType: 'text/html', body: '<script>addEventListener("message", (event) => parent.postMessage({ relayed: event.data }, "*"));</script>',
    }));
    await gotoAndExpectStatus(page, `/i/${slug}`, 200);
    await page.evaluate(() => {
      const page = window as unknown as { relayed: unknown[] };
      page.relayed = [];
      addEventListener('message', (event: MessageEvent<{ relayed?: unknown }>) => { if (event.data?.relayed) page.relayed.push(event.data.relayed); });
    });
    const slider = page.getByRole('region', { name: 'Slideshow' });
    await slider.scrollIntoViewIfNeeded();
    await slider.getByRole('button', { name: 'Go to slide 2' }).click();
    await expect(slider.locator('iframe')).toHaveCount(0);
    await slider.getByRole('button', { name: /Play video/ }).click();
    await expect(slider.getByTitle('YouTube video')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ\?.*enablejsapi=1/);
    await expect(slider.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await slider.getByRole('button', { name: 'Go to slide 1' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { relayed: unknown[] }).relayed))
      .toContainEqual('{"event":"command","func":"pauseVideo","args":[]}');
  } finally {
    await request.delete(`/api/v2/pages/${slug}?shop=${SHOP}`, { headers: auth });
  }
});

test('only a valid map embed renders a lazy map frame', async ({ page }) => {
  const maps = page.locator('iframe[title="Map"]');
  await expect(maps).toHaveCount(1);
  await expect(maps).toHaveAttribute('src', MAP);
  await expect(maps).toHaveAttribute('loading', 'lazy');
});

test('the contact form checks its fields, counts characters, sends and clears its thanks on change', async ({ page }) => {
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Please fill in this field.')).toHaveCount(3);
  await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Name').fill('Sam Shopper');
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Message').fill('Do you ship to Norway?');
  await expect(form.getByText('22 of 2000 characters')).toBeVisible();
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
  await form.getByLabel('Email').fill('sam@example.com');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('status')).toHaveText('Thank you! Your message has been sent.', { timeout: 40_000 });
  await expect(form.getByLabel('Name')).toHaveValue('');
  await form.getByLabel('Name').fill('S');
  await expect(form.getByRole('status')).toHaveText('');
});

test('without JavaScript the contact form posts to its action and is answered with a page: what to correct, then thanks', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await gotoAndExpectStatus(page, `/i/${SLUG}`, 200);
  const form = page.getByRole('form', { name: 'Contact form' });
  const send = async (email: string) => {
    await form.getByLabel('Name').fill('Sam Shopper');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Message').fill('Do you ship to Norway?');
    const [answer] = await Promise.all([page.waitForResponse((response) => response.request().method() === 'POST'), form.getByRole('button', { name: 'Send message' }).click()]);
    return answer;
  };
  expect((await send('not-an-email')).status()).toBe(400);
  await expect(page.getByRole('alert')).toHaveText(/^Your message could not be sent\./);
  await expect(page.getByRole('listitem')).toHaveText(['Email: Please enter a valid email address.']);
  await page.getByRole('link', { name: 'Back to the page' }).click();
  await expect(page).toHaveURL(new RegExp(`/i/${SLUG}$`));
  expect((await send('sam@example.com')).status()).toBe(200);
  await expect(page.getByRole('status')).toHaveText('Thank you! Your message has been sent.', { timeout: 40_000 });
  await context.close();
});

test('the category listing shows more products on request and remembers the page in the address', async ({ page }) => {
  const listing = page.getByRole('region', { name: /^Products: \d+ of \d+$/ });
  await expect(listing.getByRole('listitem')).toHaveCount(4);
  await listing.getByRole('button', { name: 'Show more' }).click();
  // The products API may be compiled on first use.
  await expect(listing.getByRole('listitem')).toHaveCount(8, { timeout: 60_000 });
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(listing.getByText(/Products: 8 of \d+/)).toBeVisible();
  await listing.getByLabel('Sort by').selectOption('price-desc');
  await expect(listing.getByRole('listitem')).toHaveCount(4, { timeout: 60_000 });
  await expect(page).toHaveURL(/sort=price-desc/);
});

test('a page number beyond the last page shows the first page', async ({ page }) => {
  await gotoAndExpectStatus(page, `/i/${SLUG}?page=20`, 200);
  await expect(page).not.toHaveURL(/page=/);
  const listing = page.getByRole('region', { name: /^Products: \d+ of \d+$/ });
  await expect(listing.getByRole('listitem')).toHaveCount(4);
});

test('the category swiper and the product slider show product slides', async ({ page }) => {
  const carousels = page.getByRole('region', { name: 'Products', exact: true });
  await expect(carousels).toHaveCount(2);
  // Slides are there at once; swiper takes them over when the shopper reaches for the carousel (or after
  // a moment in view, so every carousel is checked before the first one is reached for).
  for (const carousel of await carousels.all()) await expect(carousel.getByRole('listitem').first()).toBeVisible();
  for (const carousel of await carousels.all()) {
    await carousel.hover();
    await expect(carousel.locator('.swiper-slide').first()).toBeVisible();
    await expect(carousel.locator('.swiper-initialized')).toHaveCount(1);
  }
  await expect(carousels.first().locator('.swiper-slide')).toHaveCount(4);
});
