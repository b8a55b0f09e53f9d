// The page editor's two whole journeys (issue 11, "Done when"): an owner builds an "About us" page
// from five block types, some in a multi-column layout, previews it on a phone and publishes it for
// shoppers; and an owner edits, adds, moves, deletes, undoes and publishes with the keyboard alone.
// Each works on a page of its own, created through the API, so the demo stays as the other specs expect.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { canvas, createBlankPage, documentCall, DOT_PNG, draftSaved, drag, editorSidebar, editorToolbar, openPageBlocks, pickUpByKeyboard, published } from './owner-pages';

const MAP_EMBED = 'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2427.5!2d13.4013!3d52.5290';

test('an owner who has read nothing builds "About us" from five block types, previews it on a phone, and shoppers see it once published', async ({ ownerPage: page, ownerSignIn, request, browser }) => {
  test.slow(); // Five blocks, an upload, a drag, a publish and a shopper's view.
  const { token } = await ownerSignIn('demo');
  const { slug, id } = await createBlankPage(request, token, 'about-us', { version: 1, blocks: [] });
  // The editor keeps to the page's Content Security Policy: nothing it does is refused (such as eval).
  await page.addInitScript(() => {
    const refused: string[] = [];
    (window as unknown as { refused: string[] }).refused = refused;
    document.addEventListener('securitypolicyviolation', (event) => refused.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  const editor = await openPageBlocks(page, `/editor/i/${slug}`);
  await expect(editor.getByText('This page has no blocks yet.', { exact: false })).toBeVisible();
  const add = async (name: string) => {
    await editor.getByRole('button', { name: 'Add block' }).click();
    await editor.getByRole('button', { name, exact: true }).click();
    await expect(editor.getByRole('heading', { name, exact: true })).toBeVisible();
  };

  // 1. A text, one word of it bold.
  await add('Text');
  const text = editor.getByRole('textbox', { name: 'Text', exact: true });
  await text.fill('We make things by hand.');
  await text.press('ControlOrMeta+a');
  await editor.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Bold' }).click();
  await draftSaved(page);

  // 2. An image, uploaded, with its alternative text.
  await add('Image');
  await editor.getByRole('group', { name: 'Image', exact: true }).getByLabel('Choose image').setInputFiles({ name: 'workshop.png', mimeType: 'image/png', buffer: DOT_PNG });
  await expect(editor.getByRole('button', { name: 'Change image' })).toBeVisible();
  await editor.getByLabel('Alternative text').fill('Our workshop');

  // 3. A video after the image; the settings say which video the link names.
  await add('Video');
  await editor.getByLabel('Address (URL)').fill('https://youtu.be/dQw4w9WgXcQ');
  await expect(editor.getByText('Video found: YouTube dQw4w9WgXcQ')).toBeVisible();

  // 4. A multi-column layout: a text goes into its first column, and a map (5) after it, dragged into the second.
  await add('Multi-column');
  await add('Text');
  await editor.getByRole('textbox', { name: 'Text', exact: true }).fill('Open Monday to Friday.');
  await add('Map');
  await editor.getByLabel('Map embed code (iframe)').fill(MAP_EMBED);
  await editor.getByRole('button', { name: 'Layers', exact: true }).click();
  await drag(page, editor.getByRole('button', { name: 'Drag block: Map' }), editor.getByText('Column 2'));
  const column = (n: number) => editor.getByRole('listitem').filter({ hasText: `Column ${n}` });
  await expect(column(2).getByRole('button', { name: 'Map', exact: true })).toBeVisible();
  await expect(column(1).getByRole('button', { name: 'Text: Open Monday to Friday.', exact: true })).toBeVisible();
  const types = async () => (await documentCall(request, token, 'GET', `/page/${id}`)).draft.map((block) => block.type);
  await expect.poll(types).toEqual(['text', 'image', 'video', 'multi-column']);

  // On a phone: the canvas is a phone's width, and the columns are there, one under the other.
  await editor.getByRole('button', { name: 'Phone' }).click();
  const frame = canvas(page).locator('[data-viewport="phone"]');
  await expect(frame.getByText('Open Monday to Friday.')).toBeVisible();
  expect((await frame.getByText('We make things by hand.').boundingBox())!.width).toBeLessThanOrEqual(390);
  await expect.poll(async () => {
    // As on the desktop below: the canvas may be rendered anew after the drag's save while it is measured.
    const [words, map] = await Promise.all([frame.getByText('Open Monday to Friday.').boundingBox(), frame.locator('iframe[title="Map"]').boundingBox()]);
    return Boolean(words && map && map.y >= words.y + words.height);
  }).toBe(true);
  // On a desktop they stand side by side again.
  await editor.getByRole('button', { name: 'Desktop' }).click();
  const desktop = canvas(page).locator('[data-viewport="desktop"]');
  await expect.poll(async () => {
    // Either may have no box for a moment while the canvas is rendered anew after a save.
    const [words, map] = await Promise.all([desktop.getByText('Open Monday to Friday.').boundingBox(), desktop.locator('iframe[title="Map"]').boundingBox()]);
    return Boolean(words && map && map.x > words.x + words.width);
  }).toBe(true);

  expect(await page.evaluate(() => (window as unknown as { refused: string[] }).refused)).toEqual([]);

  const shopper = await (await browser.newContext()).newPage();
  try {
    await editor.getByRole('button', { name: 'Publish' }).click();
    await expect(editor.getByRole('button', { name: 'Publish' })).toBeDisabled();
    await published(page);
    await expect.poll(async () => { await shopper.goto(`/i/${slug}`); return shopper.getByText('We make things by hand.').count(); }).toBe(1);
    await expect(shopper.locator('strong').getByText('We make things by hand.')).toBeVisible();
    await expect(shopper.getByRole('img', { name: 'Our workshop' })).toBeVisible();
    await expect(shopper.getByText('Open Monday to Friday.')).toBeVisible();
    await expect(shopper.locator('iframe[title="Map"]')).toHaveAttribute('src', MAP_EMBED);
    await expect(shopper.getByRole('button', { name: /Play video/ })).toBeVisible();
  } finally {
    await shopper.context().close();
  }
});

/** Presses Tab until `target` has the focus, as a keyboard user would; fails when it never comes. */
async function tabTo(page: Page, target: Locator, limit = 120): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

test('the whole editing journey works with the keyboard alone', async ({ ownerPage: page, ownerSignIn, request, browser }) => {
  // Hundreds of single key presses, each followed by a look at the focus: about a minute alone on a quiet
  // machine, and the inspector's every new field is one more stop on the way (90 s, test.slow()'s, ran out).
  test.setTimeout(240_000);
  const { token } = await ownerSignIn('demo');
  const { slug, id } = await createBlankPage(request, token, 'keyboard', { version: 1, blocks: [{ _id: 'intro', type: 'text', data: { content: '<p>Intro words</p>' } }] });
  await page.goto(`/editor/i/${slug}`);
  const editor = editorSidebar(page);
  const draft = async () => (await documentCall(request, token, 'GET', `/page/${id}`)).draft.map((block) => block.data.content);

  // On the canvas: Tab to the block, Enter selects it, Enter again edits its text in place, Escape ends.
  // The canvas comes after the rail and the open panel (the page manager), and the shop's header in it.
  const block = canvas(page).locator('[data-block-id="intro"]');
  await tabTo(page, block, 400);
  await page.keyboard.press('Enter');
  await expect(editor.getByRole('heading', { name: 'Text', exact: true })).toBeVisible();
  await page.keyboard.press('Enter');
  const inline = block.getByRole('textbox', { name: 'Text of the block' });
  await expect(inline).toBeFocused();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(' and more');
  await page.keyboard.press('Escape');
  await expect(inline).toHaveCount(0);
  await expect(block).toBeFocused();
  await draftSaved(page);
  await expect.poll(draft).toEqual(['<p>Intro words and more</p>']);

  // The palette: a new text block after the selected one, typed into from its settings.
  await tabTo(page, editor.getByRole('button', { name: 'Add block' }));
  await page.keyboard.press('Enter');
  await tabTo(page, editor.getByRole('button', { name: 'Text', exact: true }));
  await page.keyboard.press('Enter');
  await tabTo(page, editor.getByRole('textbox', { name: 'Text', exact: true }));
  await page.keyboard.type('Typed by keyboard');
  await draftSaved(page);

  // The outline: pick the new block up, move it above the intro, drop it.
  await tabTo(page, editor.getByRole('button', { name: 'Layers', exact: true }));
  await page.keyboard.press('Enter');
  await tabTo(page, editor.getByRole('button', { name: 'Drag block: Text: Typed by keyboard' }));
  const announced = page.locator('[id^="DndLiveRegion"]');
  await pickUpByKeyboard(page, announced, 'Text: Typed by keyboard');
  await page.keyboard.press('ArrowUp');
  await expect(announced).toHaveText('Text: Typed by keyboard will go before Text: Intro words and more.');
  await page.keyboard.press('Space');
  await expect(announced).toHaveText('Dropped Text: Typed by keyboard.');
  await expect.poll(draft).toEqual(['<p>Typed by keyboard</p>', '<p>Intro words and more</p>']);

  // Delete with the question answered by keyboard, then Undo with Ctrl+Z.
  await tabTo(page, editor.getByRole('button', { name: 'Delete block: Text: Intro words and more' }));
  await page.keyboard.press('Enter');
  const question = page.getByRole('dialog');
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await tabTo(page, question.getByRole('button', { name: 'Confirm' }), 4);
  await page.keyboard.press('Enter');
  await expect(question).toHaveCount(0);
  await expect(editor.getByRole('button', { name: 'Text: Intro words and more', exact: true })).toHaveCount(0);
  await page.keyboard.press('ControlOrMeta+z');
  await expect(editor.getByRole('button', { name: 'Text: Intro words and more', exact: true })).toBeVisible();
  await expect.poll(draft).toEqual(['<p>Typed by keyboard</p>', '<p>Intro words and more</p>']);

  // Publish, and a shopper sees both texts in their new order.
  await tabTo(page, editor.getByRole('button', { name: 'Publish' }));
  await page.keyboard.press('Enter');
  await expect(editor.getByRole('button', { name: 'Publish' })).toBeDisabled();
  await published(page);
  const shopper = await (await browser.newContext()).newPage();
  try {
    await shopper.goto(`/i/${slug}`);
    await expect(shopper.getByText('Typed by keyboard')).toBeVisible();
    const first = await shopper.getByText('Typed by keyboard').boundingBox();
    const second = await shopper.getByText('Intro words and more').boundingBox();
    expect(first!.y).toBeLessThan(second!.y);
  } finally {
    await shopper.context().close();
  }
});

test('every other block type comes from the palette and takes its settings: pickers, notes, HTML, slider, layouts', async ({ ownerPage: page, ownerSignIn, request }) => {
  test.slow(); // Ten blocks, two pickers and a product search, each saved.
  const { token } = await ownerSignIn('demo');
  const { slug, id } = await createBlankPage(request, token, 'palette', { version: 1, blocks: [] });
  const editor = await openPageBlocks(page, `/editor/i/${slug}`);
  const frame = canvas(page).locator('[data-viewport]');
  // Each new block goes after the one selected, the block added before it; into a selected layout's first column.
  const add = async (name: string) => {
    await editor.getByRole('button', { name: 'Add block' }).click();
    await editor.getByRole('button', { name, exact: true }).click();
    await expect(editor.getByRole('heading', { name, exact: true })).toBeVisible();
  };

  // A category swiper says on the canvas that it has no category, and its button leads to the picker.
  await add('Category swiper');
  await draftSaved(page);
  const note = frame.getByText('No category selected yet.');
  await expect(note).toBeVisible();
  await frame.getByRole('button', { name: 'Select category' }).click();
  await expect(editor.getByRole('searchbox', { name: 'Filter categories' })).toBeFocused();
  await editor.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Clothing' });
  await expect(note).toHaveCount(0);
  await expect(frame.getByText(/€\d/).first()).toBeVisible();

  // A product slider's products are found by search.
  await add('Product slider');
  await editor.getByRole('searchbox', { name: 'Search products' }).fill('stoneware mug');
  await editor.getByRole('button', { name: /^Add product: Handmade Stoneware Mug/ }).first().click();
  await expect(editor.getByRole('list', { name: 'Chosen products' }).getByText('Handmade Stoneware Mug')).toBeVisible();

  // HTML is sanitised; the editor says scripts wait for consent.
  await add('HTML');
  await expect(editor.getByText('Its scripts run only for shoppers who accepted cookies', { exact: false })).toBeVisible();
  await editor.getByLabel('HTML', { exact: true }).fill('<p><em>Hand</em>made since 1998</p>');

  // The contact form is shown, disabled, with a note in the settings.
  await add('Contact form');
  await expect(editor.getByText('The form is disabled in the editor.', { exact: false })).toBeVisible();

  // The content slider's settings: a number with its bounds.
  await add('Content slider');
  await editor.getByLabel('Time per slide (ms)').fill('7000');
  await editor.getByRole('checkbox', { name: 'Play automatically' }).uncheck();

  await add('Category');
  await editor.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Clothing' });
  // Layouts, each into the one before: a headline holding a nested headline holding an image with text.
  for (const layout of ['Headline', 'Nested headline', 'Image with text']) await add(layout);
  await editor.getByRole('button', { name: 'Layers', exact: true }).click();
  const headline = editor.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Headline', exact: true }) });
  await expect(headline.getByRole('button', { name: 'Image with text', exact: true })).toBeVisible();

  const draft = async () => (await documentCall(request, token, 'GET', `/page/${id}`)).draft;
  await expect.poll(async () => (await draft()).map((block) => block.type)).toEqual([
    'category-swiper', 'product-slider', 'html', 'contact-form', 'content-slider', 'category', 'headline-block',
  ]);
  const blocks = await draft();
  expect(blocks[1]!.data.productIds).toHaveLength(1);
  expect(blocks[4]!.data).toMatchObject({ slideInterval: 7000, autoPlay: false });
  await expect(frame.getByText('made since 1998')).toBeVisible();
  await expect(frame.getByRole('button', { name: /send/i }).first()).toBeDisabled();
});

test('a failed save clears the status, says why, keeps what the owner typed, and the next change saves it', async ({ ownerPage: page, ownerSignIn, request }) => {
  const { token } = await ownerSignIn('demo');
  const { slug, id } = await createBlankPage(request, token, 'failed-save', { version: 1, blocks: [{ _id: 'intro', type: 'text', data: { content: '<p>Intro words</p>' } }] });
  const editor = await openPageBlocks(page, `/editor/i/${slug}`);
  const saved = async () => (await documentCall(request, token, 'GET', `/page/${id}`)).draft[0]!.data.content;
  await editor.getByRole('button', { name: 'Text: Intro words', exact: true }).click();

  // The server refuses the next draft save.
  await page.route('**/api/v2/documents/page/*/draft**', (route) => (route.request().method() === 'PUT'
    ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'The shop is busy, try again.', statusCode: 503 }) })
    : route.fallback()), { times: 1 });
  const text = editor.getByRole('textbox', { name: 'Text', exact: true });
  await text.fill('Kept despite the error');
  // In the owner's words for the status (the API's English message only when none fits).
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong on our side. Please try again later.' })).toBeVisible();
  await expect(editorToolbar(page).getByRole('status')).toHaveText('');
  await expect(text).toHaveText('Kept despite the error');
  expect(await saved()).toBe('<p>Intro words</p>');

  // The next change goes out with all that was typed.
  await text.press('End');
  await page.keyboard.type('!');
  await expect.poll(saved).toBe('<p>Kept despite the error!</p>');
});

test('the owner picks the editor\'s language; the shop\'s page stays in its own', async ({ ownerPage: page, ownerSignIn, request }) => {
  const { token } = await ownerSignIn('demo');
  const { slug } = await createBlankPage(request, token, 'language', { version: 1, blocks: [{ _id: 'intro', type: 'text', data: { content: '<p>Intro words</p>' } }] });
  await page.goto(`/editor/i/${slug}`);
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('dialog', { name: 'Account' }).getByLabel('Editor language', { exact: true }).selectOption({ label: 'Deutsch' });
  const editor = page.getByRole('main', { name: 'Seiteneditor' });
  await expect(editor.getByRole('button', { name: 'Block hinzufügen' })).toBeVisible();
  await expect(editor).toHaveAttribute('lang', 'de');
  // The menu stays open, in the chosen language.
  await expect(page.getByRole('dialog', { name: 'Konto' }).getByRole('button', { name: 'Abmelden' })).toBeVisible();
  // The page is the shop's, in English: its navigation and its text.
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
  await expect(canvas(page).locator('[data-block-id="intro"]')).toHaveText('Intro words');
  await expect(canvas(page).getByRole('navigation').getByRole('link', { name: 'Clothing' }).first()).toBeVisible();
  // Kept for the next screen, and given back.
  await page.reload();
  await expect(page.getByRole('main', { name: 'Seiteneditor' })).toBeVisible();
  await page.getByRole('button', { name: 'Konto' }).click();
  await page.getByRole('dialog', { name: 'Konto' }).getByLabel('Sprache des Editors', { exact: true }).selectOption({ label: 'English' });
  await expect(editorSidebar(page).getByRole('button', { name: 'Add block' })).toBeVisible();
});
