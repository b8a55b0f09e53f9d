// Values per device (issue 30): an owner lays a three-column layout out as one column on phones; the
// canvas at Phone shows it so, and shoppers get it by CSS alone: one column at 390 px, three at 1280 px,
// and not one script more than the same page without values per device.
import type { Browser, FrameLocator, Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { canvas, createBlankPage, documentCall, draftSaved, editorSidebar, editorToolbar } from './owner-pages';

const text = (id: string, words: string) => ({ _id: id, type: 'text', data: { content: `<p>${words}</p>` } });
/** A three-column layout as stored before values per device existed: no `devices`. */
const threeColumns = { _id: 'cols', type: 'multi-column', data: {}, columns: [[text('a', 'Column A')], [text('b', 'Column B')], [text('c', 'Column C')]] };
const WORDS = ['Column A', 'Column B', 'Column C'];

/** How many of the three columns sit side by side in the first row: those as high up as the first. */
async function columnsSideBySide(scope: Page | FrameLocator): Promise<number> {
  const tops = await Promise.all(WORDS.map(async (words) => (await (scope.getByText(words, { exact: true }) as Locator).boundingBox())!.y));
  return tops.filter((top) => Math.abs(top - tops[0]!) < 2).length;
}

/**
 * A shopper's page at a width, and the scripts it loads until the network is idle; `withoutImages`
 * never lets a picture arrive, so what is measured is the box the page reserved for it.
 */
async function shopperView(browser: Browser, baseURL: string, path: string, width: number, withoutImages = false) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  if (withoutImages) await context.route((url) => url.pathname.startsWith('/logos/'), (route) => route.abort());
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  return { page, scripts: [...scripts].sort(), close: () => context.close() };
}

test('a three-column layout set to one column on Phone: one column on the Phone canvas and for shoppers at 390 px, three at 1280 px, no script added', async ({ ownerPage: page, ownerSignIn, request, browser, baseURL }) => {
  test.slow(); // The editor at three widths, a publish, then three shopper pages in browsers of their own.
  const { token } = await ownerSignIn('demo');
  const { slug, id } = await createBlankPage(request, token, 'device-columns', { version: 1, blocks: [text('one', 'Before the columns'), threeColumns] });
  const plain = await createBlankPage(request, token, 'plain-columns', { version: 1, blocks: [text('one', 'Before the columns'), threeColumns] });
  await page.goto(`/editor/i/${slug}`);
  const editor = editorSidebar(page);
  const frame = canvas(page);
  await expect.poll(() => columnsSideBySide(frame)).toBe(3);

  await editor.getByRole('navigation', { name: 'Sidebar modules' }).getByRole('button', { name: 'Layers' }).click();
  await editor.getByRole('button', { name: /^Multi-column/ }).first().click();
  const settings = editor.getByRole('region', { name: 'Block settings' });
  await expect(settings.getByRole('group', { name: 'For Desktop' }).getByLabel('Columns')).toHaveValue('3');

  // On Phone the field edits the phone's value: a layout stored without one stacks there, as layouts always did.
  await editorToolbar(page).getByRole('button', { name: 'Phone' }).click();
  const phone = settings.getByRole('group', { name: 'For Phone' });
  await expect(phone.getByLabel('Columns')).toHaveValue('1');
  await expect(phone).toContainText('Set for Phone');
  await expect.poll(() => columnsSideBySide(frame)).toBe(1);
  // Inheriting shows the wider devices' three columns on the phone's canvas, by the same CSS shoppers get.
  await phone.getByRole('button', { name: 'Inherit from Desktop' }).click();
  await expect(phone).toContainText('Inherited from Desktop');
  await expect(phone.getByLabel('Columns')).toHaveValue('3');
  await expect.poll(() => columnsSideBySide(frame)).toBe(3);
  // The owner sets one column on Phone.
  await phone.getByLabel('Columns').fill('1');
  await expect(phone).toContainText('Set for Phone');
  await expect.poll(() => columnsSideBySide(frame)).toBe(1);
  // Tablet still inherits the desktop's three.
  await editorToolbar(page).getByRole('button', { name: 'Tablet' }).click();
  await expect(settings.getByRole('group', { name: 'For Tablet' })).toContainText('Inherited from Desktop');
  await expect.poll(() => columnsSideBySide(frame)).toBe(3);

  await draftSaved(page);
  const saved = await documentCall(request, token, 'GET', `/page/${id}`);
  expect(saved.draft[1]!.data).toEqual({ devices: { phone: { columns: 1 } } });
  await documentCall(request, token, 'POST', `/page/${id}/publish`, { baseVersion: saved.version });

  const narrow = await shopperView(browser, baseURL!, `/i/${slug}`, 390);
  expect(await columnsSideBySide(narrow.page)).toBe(1);
  const wide = await shopperView(browser, baseURL!, `/i/${slug}`, 1280);
  expect(await columnsSideBySide(wide.page)).toBe(3);
  // The same page without values per device loads exactly the same scripts: the layout is CSS alone.
  const without = await shopperView(browser, baseURL!, `/i/${plain.slug}`, 390);
  expect(await columnsSideBySide(without.page)).toBe(1);
  expect(narrow.scripts).toEqual(without.scripts);
  // No layout shift: each device's columns are in the server's HTML, as custom properties its CSS picks by width.
  const html = await (await request.get(`/i/${slug}`)).text();
  expect(html).toContain('--columns-phone:1;--columns-tablet:3;--columns-desktop:3');
  await Promise.all([narrow.close(), wide.close(), without.close()]);
});

test('an image cropped to a band on desktops and to a square on phones shows each device its own shape, by CSS alone', async ({ ownerSignIn, request, browser, baseURL }) => {
  const { token } = await ownerSignIn('demo');
  // A 1600 x 1200 picture: a 1600 x 600 band on desktops and tablets, its middle 600 x 600 on phones.
  const image = {
    _id: 'pic', type: 'image',
    data: {
      src: '/logos/visa.svg', alt: 'Cropped picture', width: 1600, height: 1200,
      crop: { x: 0, y: 0.25, width: 1, height: 0.5 }, devices: { phone: { crop: { x: 0.3125, y: 0.25, width: 0.375, height: 0.5 } } },
    },
  };
  const { slug } = await createBlankPage(request, token, 'device-crop', { version: 1, blocks: [image] });
  const shapeAt = async (width: number) => {
    const view = await shopperView(browser, baseURL!, `/i/${slug}`, width);
    const box = (await view.page.getByRole('img', { name: 'Cropped picture' }).locator('..').boundingBox())!;
    await view.close();
    return Math.round((box.width / box.height) * 100) / 100;
  };
  expect(await shapeAt(390)).toBe(1);
  expect(await shapeAt(800)).toBeCloseTo(1600 / 600, 1);
  expect(await shapeAt(1280)).toBeCloseTo(1600 / 600, 1);
});

/** How a text's first paragraph is aligned, as the browser lays it out (the computed `text-align`). */
const alignmentOf = (scope: Page | FrameLocator, words: string) =>
  (scope.getByText(words, { exact: true }) as Locator).evaluate((element) => getComputedStyle(element).textAlign);

test('a text centred on Phone only: centred on the Phone canvas and for shoppers at 390 px, start-aligned at 1280 px, no script added', async ({ ownerPage: page, ownerSignIn, request, browser, baseURL }) => {
  test.slow(); // The editor at two widths, a publish, then three shopper pages in browsers of their own.
  const { token } = await ownerSignIn('demo');
  const blocks = [text('lead', 'A text to centre on phones')];
  const { slug, id } = await createBlankPage(request, token, 'device-align', { version: 1, blocks });
  const plain = await createBlankPage(request, token, 'plain-align', { version: 1, blocks });
  await page.goto(`/editor/i/${slug}`);
  const editor = editorSidebar(page);
  const frame = canvas(page);
  await editor.getByRole('navigation', { name: 'Sidebar modules' }).getByRole('button', { name: 'Layers' }).click();
  await editor.getByRole('region', { name: 'Layers' }).getByRole('button', { name: /^Text/ }).first().click();
  const settings = editor.getByRole('region', { name: 'Block settings' });

  await editorToolbar(page).getByRole('button', { name: 'Phone' }).click();
  const alignment = settings.getByRole('group', { name: 'For Phone' }).getByRole('group', { name: 'Alignment' });
  await expect(alignment).toContainText('Inherited from Desktop');
  await alignment.getByRole('combobox', { name: 'Alignment' }).selectOption({ label: 'Centre' });
  await expect(alignment).toContainText('Set for Phone');
  await expect.poll(() => alignmentOf(frame, 'A text to centre on phones')).toBe('center');
  // The desktop keeps the theme's alignment, on the canvas too.
  await editorToolbar(page).getByRole('button', { name: 'Desktop' }).click();
  await expect(settings.getByRole('group', { name: 'For Desktop' }).getByRole('combobox', { name: 'Alignment' })).toHaveValue('theme');
  await expect.poll(() => alignmentOf(frame, 'A text to centre on phones')).toBe('start');

  await draftSaved(page);
  const saved = await documentCall(request, token, 'GET', `/page/${id}`);
  expect(saved.draft[0]!.data).toEqual({ content: '<p>A text to centre on phones</p>', devices: { phone: { align: 'center' } } });
  await documentCall(request, token, 'POST', `/page/${id}/publish`, { baseVersion: saved.version });

  const narrow = await shopperView(browser, baseURL!, `/i/${slug}`, 390);
  expect(await alignmentOf(narrow.page, 'A text to centre on phones')).toBe('center');
  const wide = await shopperView(browser, baseURL!, `/i/${slug}`, 1280);
  expect(await alignmentOf(wide.page, 'A text to centre on phones')).toBe('start');
  // The same text without an alignment loads exactly the same scripts: the alignment is a class and CSS.
  const without = await shopperView(browser, baseURL!, `/i/${plain.slug}`, 390);
  expect(await alignmentOf(without.page, 'A text to centre on phones')).toBe('start');
  expect(narrow.scripts).toEqual(without.scripts);
  await Promise.all([narrow.close(), wide.close(), without.close()]);
});

test('an image a fixed height on desktops and at its own shape on phones: each device its height, reserved before the picture loads', async ({ ownerSignIn, request, browser, baseURL }) => {
  const { token } = await ownerSignIn('demo');
  // A 1600 x 1200 picture, 32rem (512 px) high from 992 px, at its own 4:3 shape on phones.
  const image = {
    _id: 'pic', type: 'image',
    data: { src: '/logos/visa.svg', alt: 'High picture', width: 1600, height: 1200, displayHeight: 'l', devices: { phone: { displayHeight: 'auto' } } },
  };
  const { slug } = await createBlankPage(request, token, 'device-height', { version: 1, blocks: [image] });
  // The picture never arrives: the box each device shows is the page's own, so nothing moves when it does.
  const boxAt = async (width: number) => {
    const view = await shopperView(browser, baseURL!, `/i/${slug}`, width, true);
    const box = (await view.page.getByRole('img', { name: 'High picture' }).boundingBox())!;
    await view.close();
    return box;
  };
  const desktop = await boxAt(1280);
  expect(Math.round(desktop.height)).toBe(512);
  expect(desktop.width).toBeGreaterThan(800);
  const phone = await boxAt(390);
  expect(Math.round((phone.width / phone.height) * 100) / 100).toBe(1.33);
  expect((await boxAt(800)).height).toBeCloseTo(512, 0);
});

/** The font size of an image overlay's headline, in CSS pixels, as the browser lays it out. */
const headlineSizeOf = async (scope: Page | FrameLocator, words: string) =>
  Number.parseFloat(await (scope.getByText(words, { exact: true }) as Locator).evaluate((element) => getComputedStyle(element).fontSize));

test('an image overlay headline Extra large on Phone and Small on Desktop: each size on the canvas and for shoppers at 390 and 1280 px, no script added', async ({ ownerPage: page, ownerSignIn, request, browser, baseURL }) => {
  test.slow(); // The editor at two widths, a publish, then three shopper pages in browsers of their own.
  const { token } = await ownerSignIn('demo');
  const banner = { _id: 'pic', type: 'image', data: { src: '/logos/visa.svg', alt: 'Banner', width: 1600, height: 600, headline: 'Summer sale' } };
  const { slug, id } = await createBlankPage(request, token, 'device-headline', { version: 1, blocks: [banner] });
  const plain = await createBlankPage(request, token, 'plain-headline', { version: 1, blocks: [banner] });
  await page.goto(`/editor/i/${slug}`);
  const editor = editorSidebar(page);
  const frame = canvas(page);
  await editor.getByRole('navigation', { name: 'Sidebar modules' }).getByRole('button', { name: 'Layers' }).click();
  await editor.getByRole('region', { name: 'Layers' }).getByRole('button', { name: /^Image/ }).first().click();
  const settings = editor.getByRole('region', { name: 'Block settings' });

  const desktopOwn = await headlineSizeOf(frame, 'Summer sale');
  await editorToolbar(page).getByRole('button', { name: 'Phone' }).click();
  const phoneOwn = await headlineSizeOf(frame, 'Summer sale');
  const onPhone = settings.getByRole('group', { name: 'For Phone' }).getByRole('group', { name: 'Headline size' });
  await expect(onPhone).toContainText('Inherited from Desktop');
  await onPhone.getByRole('combobox', { name: 'Headline size' }).selectOption({ label: 'Extra large' });
  await expect(onPhone).toContainText('Set for Phone');
  await expect.poll(() => headlineSizeOf(frame, 'Summer sale')).toBeGreaterThan(phoneOwn * 1.4);
  await editorToolbar(page).getByRole('button', { name: 'Desktop' }).click();
  const onDesktop = settings.getByRole('group', { name: 'For Desktop' }).getByRole('group', { name: 'Headline size' });
  await onDesktop.getByRole('combobox', { name: 'Headline size' }).selectOption({ label: 'Small' });
  await expect.poll(() => headlineSizeOf(frame, 'Summer sale')).toBeLessThan(desktopOwn * 0.8);

  await draftSaved(page);
  // The status may tell of the Phone change's save while the Desktop change still waits for its pause: the draft is read until it holds both.
  await expect.poll(async () => (await documentCall(request, token, 'GET', `/page/${id}`)).draft[0]!.data)
    .toMatchObject({ headlineSize: 's', devices: { phone: { headlineSize: 'xl' } } });
  const saved = await documentCall(request, token, 'GET', `/page/${id}`);
  await documentCall(request, token, 'POST', `/page/${id}/publish`, { baseVersion: saved.version });

  // Without a size of its own the overlay's headline is smaller on phones than on desktops; set so, the other way round.
  const narrow = await shopperView(browser, baseURL!, `/i/${slug}`, 390);
  const wide = await shopperView(browser, baseURL!, `/i/${slug}`, 1280);
  const without = await shopperView(browser, baseURL!, `/i/${plain.slug}`, 390);
  const [phoneSize, desktopSize, plainPhone] = await Promise.all([
    headlineSizeOf(narrow.page, 'Summer sale'), headlineSizeOf(wide.page, 'Summer sale'), headlineSizeOf(without.page, 'Summer sale'),
  ]);
  expect(phoneSize).toBeGreaterThan(plainPhone * 1.4);
  expect(desktopSize).toBeLessThan(phoneSize / 1.5);
  // The sizes are classes and CSS: the same scripts as the image without them.
  expect(narrow.scripts).toEqual(without.scripts);
  await Promise.all([narrow.close(), wide.close(), without.close()]);
});
