// The editor's workspace (issue 29): full screen at 1440 and 1024 px, the canvas in a frame at true device
// widths scaled to fit, editing on the canvas itself (toolbar at the block, "+" between blocks, drag by
// the handle with Escape to cancel), and the narrow-window notice. Each test works on a page of its own.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { canvas, createBlankPage, documentCall, draftSaved, editorSidebar, editorToolbar } from './owner-pages';

const text = (id: string, words: string) => ({ _id: id, type: 'text', data: { content: `<p>${words}</p>` } });
const threeTexts = (request: APIRequestContext, token: string, name: string) =>
  createBlankPage(request, token, name, { version: 1, blocks: [text('one', 'First words'), text('two', 'Second words'), text('three', 'Third words')] });

/** The rail of modules. */
const rail = (page: Page) => editorSidebar(page).getByRole('navigation', { name: 'Sidebar modules' });

/** The frame's own layout width, as the page inside it measures itself. */
const frameWidth = (page: Page) => canvas(page).locator('html').evaluate((html) => html.clientWidth);
const frameBox = async (page: Page) => (await page.locator('iframe[name="canvas"]').boundingBox())!;

for (const width of [1440, 1024]) {
  test(`at ${width} px the workspace fills the window, and the canvas lays the page out at each device's true width`, async ({ ownerPage: page, ownerSignIn, request }) => {
    const { token } = await ownerSignIn('demo');
    const { slug } = await threeTexts(request, token, `widths-${width}`);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/editor/i/${slug}`);
    const editor = editorSidebar(page);

    // The shop's header is in the canvas, not between the editor's bar and its tools.
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(canvas(page).getByRole('banner')).toBeVisible();
    await expect(rail(page).getByRole('button', { name: 'Layers' })).toBeVisible();
    await expect(editor.getByRole('region', { name: 'Block settings' })).toContainText('No block selected.');
    // Nothing of the workspace scrolls the window: the canvas and the panels scroll on their own.
    expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight + 1)).toBe(true);

    // Desktop is 1280 px inside the frame, scaled down to the space beside the panels.
    expect(await frameWidth(page)).toBe(1280);
    const desktop = await frameBox(page);
    expect(desktop.width).toBeLessThan(1280);
    expect(desktop.x + desktop.width).toBeLessThanOrEqual(width);

    await editorToolbar(page).getByRole('button', { name: 'Tablet' }).click();
    await expect.poll(() => frameWidth(page)).toBe(768);
    await editorToolbar(page).getByRole('button', { name: 'Phone' }).click();
    await expect.poll(() => frameWidth(page)).toBe(390);
    // With the panel collapsed, a phone fits unscaled even at 1024 px; the rail opens the panel again.
    await editor.getByRole('button', { name: 'Collapse panel' }).click();
    await expect.poll(async () => Math.round((await frameBox(page)).width)).toBe(390);
    await editor.getByRole('button', { name: 'Pages', exact: true }).click();
    await expect(editor.getByRole('heading', { name: 'Pages', exact: true })).toBeVisible();
  });
}

/** The editor's top bar, the region named "Editor". */
const topBar = (page: Page) => page.getByRole('region', { name: 'Editor', exact: true });
/** The bar's controls (buttons, links, fields) that end past the window's right edge, by their names. */
const controlsPastEdge = (page: Page) => topBar(page).evaluate((bar) => [...bar.querySelectorAll<HTMLElement>('button, a[href], select, input')]
  .filter((control) => control.getBoundingClientRect().width > 0 && control.getBoundingClientRect().right > window.innerWidth)
  .map((control) => control.getAttribute('aria-label') ?? control.textContent));
/** Whether the bar holds everything without scrolling sideways. */
const barFits = (page: Page) => topBar(page).evaluate((bar) => bar.scrollWidth <= bar.clientWidth);

for (const width of [1024, 1280]) {
  test(`at ${width} px the top bar holds every control without scrolling sideways; Publish, "Publish site changes" and Account work`, async ({ ownerPage: page, ownerSignIn, request }) => {
    const { token } = await ownerSignIn('demo');
    const { slug, id } = await threeTexts(request, token, `top-bar-${width}`);
    // A page change and a site change waiting, so that Publish and "Publish site changes" carry their counts.
    const { version } = await documentCall(request, token, 'GET', `/page/${id}`);
    await documentCall(request, token, 'PUT', `/page/${id}/draft`, { baseVersion: version, content: { version: 1, blocks: [text('one', 'Changed words')] } });
    const siteChange = await request.patch('/api/v2/shop?shop=demo', { data: { draft: true, title: 'Demo shop (top bar)' }, headers: { authorization: `Bearer ${token}` } });
    expect(siteChange.status()).toBe(200);
    try {
      await page.setViewportSize({ width, height: 768 });
      await page.goto(`/editor/i/${slug}`);
      const bar = topBar(page);
      const publish = editorToolbar(page).getByRole('button', { name: 'Publish', exact: true });
      await expect(publish).toBeEnabled();
      const siteChanges = bar.getByRole('button', { name: 'Publish site changes' });
      await expect(siteChanges).toBeEnabled();
      expect(await barFits(page)).toBe(true);
      expect(await controlsPastEdge(page)).toEqual([]);
      // The links that show their pictures only keep their names, for screen readers and as tooltips.
      await expect(bar.getByRole('link', { name: 'Theme manager' })).toHaveAttribute('title', 'Theme manager');
      await expect(editorToolbar(page).getByRole('link', { name: 'View as shopper' })).toHaveAttribute('title', 'View as shopper');
      await expect(siteChanges).toHaveAccessibleDescription('Site changes waiting: 1');

      await publish.click();
      await expect(editorToolbar(page).getByRole('status')).toHaveText(/^Published: /);
      // The status naming what went live does not push the bar's end out of the window either.
      expect(await barFits(page)).toBe(true);
      expect(await controlsPastEdge(page)).toEqual([]);

      await siteChanges.click();
      const dialog = page.getByRole('dialog', { name: 'Site changes waiting to be published' });
      await expect(dialog).toContainText('Shop settings: shop name');
      await dialog.getByRole('button', { name: 'Discard site changes' }).click();
      await page.getByRole('button', { name: 'Discard', exact: true }).click();
      await expect(bar.getByRole('status').filter({ hasText: 'Site changes discarded' })).toBeAttached();
      await expect(siteChanges).toBeDisabled();

      await bar.getByRole('button', { name: 'Account' }).click();
      const account = page.getByRole('dialog', { name: 'Account' });
      await expect(account).toContainText('Signed in as');
      const signOut = (await account.getByRole('button', { name: 'Sign out' }).boundingBox())!;
      expect(signOut.x + signOut.width).toBeLessThanOrEqual(width);
    } finally {
      await request.delete('/api/v2/site/changes?shop=demo', { headers: { authorization: `Bearer ${token}` } });
    }
  });
}

test('at 1440 px the top bar is as before: the links show their names, and everything fits', async ({ ownerPage: page, ownerSignIn, request }) => {
  const { token } = await ownerSignIn('demo');
  const { slug } = await threeTexts(request, token, 'top-bar-1440');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/editor/i/${slug}`);
  const bar = topBar(page);
  await expect(bar.getByRole('link', { name: 'Theme manager' })).toHaveText('Theme manager');
  for (const link of [bar.getByRole('link', { name: 'Theme manager' }), editorToolbar(page).getByRole('link', { name: 'View as shopper' })]) {
    expect((await link.boundingBox())!.width).toBeGreaterThan(80);
  }
  expect(await barFits(page)).toBe(true);
  expect(await controlsPastEdge(page)).toEqual([]);
});

// Its words are longer than English (the bar needed 2,270 px in German): the bar steps down through its
// compact levels until it fits, whatever the language and the width.
test('in German, from 1024 to 1920 px, every control of the top bar is in view, their names kept', async ({ ownerPage: page, ownerSignIn, request, baseURL }) => {
  // A page load per width.
  test.slow();
  const { token } = await ownerSignIn('demo');
  const { slug } = await threeTexts(request, token, 'top-bar-german');
  const siteChange = await request.patch('/api/v2/shop?shop=demo', { data: { draft: true, title: 'Demo shop (German bar)' }, headers: { authorization: `Bearer ${token}` } });
  expect(siteChange.status()).toBe(200);
  try {
    await page.context().addCookies([{ name: 'vitrine-editor-language', value: 'de', url: `${baseURL}/editor/` }]);
    for (const width of [1024, 1280, 1440, 1600, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/editor/i/${slug}`);
      await expect(topBar(page).getByRole('button', { name: 'Veröffentlichen', exact: true })).toBeVisible();
      await expect(topBar(page).getByRole('button', { name: 'Website-Änderungen veröffentlichen' })).toBeEnabled();
      await expect.poll(() => barFits(page), `${width} px`).toBe(true);
      expect(await controlsPastEdge(page), `${width} px`).toEqual([]);
      await expect(topBar(page).getByRole('button', { name: 'Konto' })).toBeInViewport({ ratio: 1 });
    }
  } finally {
    await request.delete('/api/v2/site/changes?shop=demo', { headers: { authorization: `Bearer ${token}` } });
  }
});

test('below 1024 px the workspace says editing needs a wider window, and Publish stays in reach', async ({ ownerPage: page, ownerSignIn, request }) => {
  const { token } = await ownerSignIn('demo');
  const { slug } = await threeTexts(request, token, 'narrow');
  await page.setViewportSize({ width: 900, height: 800 });
  await page.goto(`/editor/i/${slug}`);
  await expect(page.getByText('Editing needs a window at least 1,024 pixels wide.')).toBeVisible();
  await expect(page.locator('iframe[name="canvas"]')).toBeHidden();
  await expect(editorToolbar(page).getByRole('button', { name: 'Publish' })).toBeVisible();
  await expect(editorToolbar(page).getByRole('link', { name: 'View as shopper' })).toHaveAttribute('href', `/editor/i/${slug}?view=shopper`);
});

test('on the canvas: a click selects with a toolbar at the block, whose buttons move, hide, duplicate and delete it', async ({ ownerPage: page, ownerSignIn, request }) => {
  const { token } = await ownerSignIn('demo');
  const { slug, id } = await threeTexts(request, token, 'canvas-toolbar');
  const draft = async () => (await documentCall(request, token, 'GET', `/page/${id}`)).draft.map((block) => block._id);
  await page.goto(`/editor/i/${slug}`);
  const frame = canvas(page);

  // Hovering names the block; a click selects it: the inspector shows its settings, Layers its row.
  await frame.getByText('Third words', { exact: true }).hover();
  await expect(frame.getByText('Text: Third words', { exact: true })).toBeVisible();
  await frame.getByText('Third words', { exact: true }).click();
  const toolbar = frame.getByRole('toolbar', { name: 'Block actions: Text: Third words' });
  await expect(toolbar).toBeVisible();
  await expect(editorSidebar(page).getByRole('textbox', { name: 'Text', exact: true })).toContainText('Third words');

  await toolbar.getByRole('button', { name: 'Move up: Text: Third words' }).click();
  await draftSaved(page);
  await expect.poll(draft).toEqual(['one', 'three', 'two']);

  await toolbar.getByRole('button', { name: 'Hide on Desktop: Text: Third words' }).click();
  await expect(toolbar.getByRole('button', { name: 'Hide on Desktop: Text: Third words' })).toHaveAttribute('aria-pressed', 'true');
  await expect(frame.getByText('Third words', { exact: true })).toBeHidden();
  await editorToolbar(page).getByRole('button', { name: 'Undo' }).click();
  await expect(frame.getByText('Third words', { exact: true })).toBeVisible();

  await toolbar.getByRole('button', { name: 'Duplicate block: Text: Third words' }).click();
  await expect(frame.getByText('Third words', { exact: true })).toHaveCount(2);
  await frame.getByRole('toolbar', { name: /^Block actions: Text: Third words/ }).getByRole('button', { name: /^Delete block/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(frame.getByText('Third words', { exact: true })).toHaveCount(1);
  await draftSaved(page);
  await expect.poll(draft).toEqual(['one', 'three', 'two']);
});

test('Delete on the canvas toolbar, by keyboard, leaves the focus on Delete when kept and on the block in its place when done', async ({ ownerPage: page, ownerSignIn, request }) => {
  const { token } = await ownerSignIn('demo');
  const { slug } = await threeTexts(request, token, 'canvas-delete-focus');
  await page.goto(`/editor/i/${slug}`);
  const frame = canvas(page);
  // A block on the canvas is a group named by its type, so that the Tab that reaches it says what it is.
  await expect(frame.getByRole('group', { name: 'Text block' })).toHaveCount(3);
  await frame.getByText('Second words', { exact: true }).click();
  const remove = frame.getByRole('button', { name: 'Delete block: Text: Second words' });
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(frame.getByText('Second words', { exact: true })).toHaveCount(0);
  await expect(frame.locator('[data-block-id="three"]')).toBeFocused();
});

test('a "+" between two blocks opens the palette for that place, and the new block lands there', async ({ ownerPage: page, ownerSignIn, request }) => {
  const { token } = await ownerSignIn('demo');
  const { slug, id } = await threeTexts(request, token, 'insert-point');
  const draft = async () => (await documentCall(request, token, 'GET', `/page/${id}`)).draft.map((block) => block.type);
  await page.goto(`/editor/i/${slug}`);
  // A "+" shows and takes the click only where the pointer comes near the gap it stands in.
  const plus = canvas(page).getByRole('button', { name: 'Add block at position 2' });
  await plus.hover({ force: true });
  await plus.click();
  const palette = editorSidebar(page).getByRole('region', { name: 'Add block' });
  await expect(palette.getByRole('button').first()).toBeFocused();
  await palette.getByRole('button', { name: 'Image', exact: true }).click();
  await draftSaved(page);
  await expect.poll(draft).toEqual(['text', 'image', 'text', 'text']);
  // Publish says how many changes it would make live, and which.
  await expect(editorToolbar(page).getByRole('button', { name: 'Publish', exact: true })).toHaveAccessibleDescription('To publish: Added: 1');
});

test('a selected layout shows a "+" in each column, which adds the chosen block in that column', async ({ ownerPage: page, ownerSignIn, request }) => {
  const { token } = await ownerSignIn('demo');
  const { slug, id } = await createBlankPage(request, token, 'column-insert', {
    version: 1, blocks: [text('one', 'Before the columns'), { _id: 'cols', type: 'multi-column', data: {}, columns: [[text('left', 'Left words')], []] }],
  });
  const columns = async () => (await documentCall(request, token, 'GET', `/page/${id}`)).draft[1] as unknown as { columns: { type: string }[][] };
  await page.goto(`/editor/i/${slug}`);
  await rail(page).getByRole('button', { name: 'Layers' }).click();
  await editorSidebar(page).getByRole('button', { name: /^Multi-column/ }).first().click();
  const frame = canvas(page);
  await expect(frame.getByRole('button', { name: 'Add block in column 1 at position 2' })).toBeVisible();
  await frame.getByRole('button', { name: 'Add block in column 2 at position 1' }).click();
  await editorSidebar(page).getByRole('region', { name: 'Add block' }).getByRole('button', { name: 'Image', exact: true }).click();
  await draftSaved(page);
  await expect.poll(async () => (await columns()).columns.map((column) => column.map((block) => block.type))).toEqual([['text'], ['image']]);
  // The inspector says where the new block sits, and selects the layout around it.
  const path = editorSidebar(page).getByRole('navigation', { name: 'Where the block is' });
  await expect(path).toContainText('Column 2');
  await path.getByRole('button', { name: /^Select Multi-column/ }).click();
  await expect(frame.getByRole('toolbar', { name: /^Block actions: Multi-column/ })).toBeVisible();
});

test('a block dragged by its handle on the canvas lands where the line shows, and Escape cancels a drag', async ({ ownerPage: page, ownerSignIn, request }) => {
  const { token } = await ownerSignIn('demo');
  const { slug, id } = await threeTexts(request, token, 'canvas-drag');
  const draft = async () => (await documentCall(request, token, 'GET', `/page/${id}`)).draft.map((block) => block._id);
  await page.goto(`/editor/i/${slug}`);
  const frame = canvas(page);
  await frame.getByText('First words').click();
  const handle = frame.getByRole('button', { name: 'Drag block: Text: First words' });
  // Low in the third block's box: past its middle, so the block goes after it.
  const below = async () => {
    const box = (await frame.locator('[data-block-id="three"]').boundingBox())!;
    return { x: box.x + 20, y: box.y + box.height - 3 };
  };

  // Escape puts it back.
  let start = (await handle.boundingBox())!;
  await page.mouse.move(start.x + 10, start.y + 10);
  await page.mouse.down();
  // Screen readers hear the drag in Layers' words.
  const status = page.locator('[data-canvas-drag-status]');
  await expect(status).toHaveText('Picked up Text: First words.');
  let end = await below();
  await page.mouse.move(end.x, end.y, { steps: 8 });
  await expect(status).toHaveText('Text: First words will go after Text: Third words.');
  await page.keyboard.press('Escape');
  await page.mouse.up();
  await expect(status).toHaveText('Moving Text: First words was cancelled. It is back where it was.');
  await expect.poll(async () => (await frame.locator('[data-block-id]').allTextContents()).join('|')).toBe('First words|Second words|Third words');

  start = (await handle.boundingBox())!;
  await page.mouse.move(start.x + 10, start.y + 10);
  await page.mouse.down();
  end = await below();
  await page.mouse.move(end.x, end.y, { steps: 8 });
  await page.mouse.up();
  await expect(status).toHaveText('Dropped Text: First words.');
  await expect.poll(async () => (await frame.locator('[data-block-id]').allTextContents()).join('|')).toBe('Second words|Third words|First words');
  await draftSaved(page);
  await expect.poll(draft).toEqual(['two', 'three', 'one']);
});

test('a block type dragged from Add block into the canvas lands between the blocks where the line shows; Escape cancels', async ({ ownerPage: page, ownerSignIn, request }) => {
  const { token } = await ownerSignIn('demo');
  const { slug, id } = await threeTexts(request, token, 'palette-drag');
  const draft = async () => (await documentCall(request, token, 'GET', `/page/${id}`)).draft.map((block) => block.type);
  await page.goto(`/editor/i/${slug}`);
  const frame = canvas(page);
  await rail(page).getByRole('button', { name: 'Add block' }).click();
  const image = editorSidebar(page).getByRole('region', { name: 'Add block' }).getByRole('button', { name: 'Image', exact: true });
  // High in the second block's box: before its middle, so the new block goes before it.
  const intoSecond = async () => {
    const box = (await frame.locator('[data-block-id="two"]').boundingBox())!;
    return { x: box.x + 30, y: box.y + 3 };
  };
  const press = async () => {
    const from = (await image.boundingBox())!;
    await page.mouse.move(from.x + 10, from.y + 10);
    await page.mouse.down();
    const to = await intoSecond();
    await page.mouse.move(to.x, to.y, { steps: 10 });
  };

  await press();
  await expect(frame.locator('[data-drop-line]')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.mouse.up();
  await expect.poll(async () => (await frame.locator('main [data-block-id]').count())).toBe(3);
  await expect(editorSidebar(page).getByRole('region', { name: 'Add block' }).locator('[aria-live]')).toHaveText('Adding Image was cancelled.');

  await press();
  await page.mouse.up();
  await expect(frame.locator('main [data-block-id]')).toHaveCount(4);
  await draftSaved(page);
  await expect.poll(draft).toEqual(['text', 'image', 'text', 'text']);
});

test('a block type dragged from Add block into a layout\'s column lands in that column, where the line shows', async ({ ownerPage: page, ownerSignIn, request }) => {
  const { token } = await ownerSignIn('demo');
  const { slug, id } = await createBlankPage(request, token, 'palette-column', {
    version: 1, blocks: [text('one', 'Before the columns'), { _id: 'cols', type: 'multi-column', data: {}, columns: [[text('left', 'Left words')], [text('right', 'Right words')]] }],
  });
  const columns = async () => (await documentCall(request, token, 'GET', `/page/${id}`)).draft[1] as unknown as { columns: { type: string }[][] };
  await page.goto(`/editor/i/${slug}`);
  const frame = canvas(page);
  await rail(page).getByRole('button', { name: 'Add block' }).click();
  const image = editorSidebar(page).getByRole('region', { name: 'Add block' }).getByRole('button', { name: 'Image', exact: true });
  const from = (await image.boundingBox())!;
  await page.mouse.move(from.x + 10, from.y + 10);
  await page.mouse.down();
  // Low in the right column's text: past its middle, so the new block goes after it, in that column.
  const right = (await frame.locator('[data-block-id="right"]').boundingBox())!;
  await page.mouse.move(right.x + 20, right.y + right.height - 2, { steps: 10 });
  const line = frame.locator('[data-drop-line]');
  await expect(line).toBeVisible();
  // The line spans the column, not the page.
  expect((await line.boundingBox())!.width).toBeLessThan(right.width + 40);
  await page.mouse.up();
  await draftSaved(page);
  await expect.poll(async () => (await columns()).columns.map((column) => column.map((block) => block.type))).toEqual([['text'], ['text', 'image']]);
});

test('Text dragged from Add block into the second column of a two-column layout lands there on each device, scrolled, told, and one Undo takes it back', async ({ ownerPage: page, ownerSignIn, request }) => {
  test.slow();
  const { token } = await ownerSignIn('demo');
  const long = Array.from({ length: 10 }, (_, at) => text(`above-${at}`, `Words above the columns, part ${at + 1}. `.repeat(20)));
  const { slug, id } = await createBlankPage(request, token, 'palette-second-column', {
    version: 1, blocks: [...long, { _id: 'cols', type: 'multi-column', data: {}, columns: [[text('left', 'Left words')], []] }, text('below', 'Below the columns')],
  });
  await page.goto(`/editor/i/${slug}`);
  const frame = canvas(page);
  const editor = editorSidebar(page);
  const secondColumn = frame.locator('[data-block-id="cols"] .block-layout__column').nth(1);
  const palette = editor.getByRole('region', { name: 'Add block' });
  // Layers: the second column's own list, under its name.
  const layersColumn = editor.getByRole('region', { name: 'Layers' }).getByText('Column 2', { exact: true }).locator('xpath=..');

  for (const device of ['Desktop', 'Tablet', 'Phone'] as const) {
    await editorToolbar(page).getByRole('button', { name: device }).click();
    await rail(page).getByRole('button', { name: 'Add block' }).click();
    // The layout is below the fold: the frame is scrolled to it, on every device.
    await secondColumn.scrollIntoViewIfNeeded();
    expect(await frame.locator('html').evaluate((html) => html.ownerDocument.defaultView!.scrollY)).toBeGreaterThan(0);

    const from = (await palette.getByRole('button', { name: 'Text', exact: true }).boundingBox())!;
    await page.mouse.move(from.x + 10, from.y + 10);
    await page.mouse.down();
    const column = (await secondColumn.boundingBox())!;
    // Low in the layout: beside the taller first column on Desktop and Tablet (the empty column itself
    // is shorter), in the second column stacked below the first on Phone.
    const grid = (await frame.locator('[data-block-id="cols"] > .block-layout').boundingBox())!;
    await page.mouse.move(column.x + column.width / 2, grid.y + grid.height - 4, { steps: 10 });
    const line = frame.locator('[data-drop-line]');
    await expect(line).toBeVisible();
    // The line lies across the empty column, at its top.
    const drawn = (await line.boundingBox())!;
    expect(Math.abs(drawn.x - column.x)).toBeLessThan(2);
    expect(Math.abs(drawn.width - column.width)).toBeLessThan(2);
    await expect(palette.locator('[aria-live]')).toHaveText('Text will go at the start of Column 2 of Multi-column.');
    await page.mouse.up();
    await expect(palette.locator('[aria-live]')).toHaveText('Dropped Text.');

    await expect(secondColumn.locator('[data-block-id]')).toHaveCount(1);
    await rail(page).getByRole('button', { name: 'Layers' }).click();
    await expect(layersColumn.getByRole('button', { name: 'Text', exact: true })).toBeVisible();
    await expect(layersColumn.getByText('This column is empty.')).toBeHidden();

    // One insert, one step.
    await editorToolbar(page).getByRole('button', { name: 'Undo' }).click();
    await expect(secondColumn.locator('[data-block-id]')).toHaveCount(0);
    await expect(layersColumn.getByText('This column is empty.')).toBeVisible();
    await expect(frame.locator('[data-block-id="left"]')).toBeVisible();
  }

  // Once more, kept: the draft holds it in the second column.
  await rail(page).getByRole('button', { name: 'Add block' }).click();
  await secondColumn.scrollIntoViewIfNeeded();
  const from = (await palette.getByRole('button', { name: 'Text', exact: true }).boundingBox())!;
  await page.mouse.move(from.x + 10, from.y + 10);
  await page.mouse.down();
  const column = (await secondColumn.boundingBox())!;
  await page.mouse.move(column.x + column.width / 2, column.y + Math.min(10, column.height / 2), { steps: 10 });
  await page.mouse.up();
  await draftSaved(page);
  const layout = async () => (await documentCall(request, token, 'GET', `/page/${id}`)).draft[10] as unknown as { columns: { _id: string; type: string }[][] };
  await expect.poll(async () => (await layout()).columns.map((list) => list.map((block) => block.type))).toEqual([['text'], ['text']]);
});

test('a first visit offers a tour of three steps that can be skipped and opened again', async ({ ownerPage, ownerSignIn, request }) => {
  const { token } = await ownerSignIn('demo');
  const { slug } = await threeTexts(request, token, 'tour');
  // Another page of the owner's signed-in context, without the fixture's "tour seen": the owner's first visit.
  const page = await ownerPage.context().newPage();
  await page.goto(`/editor/i/${slug}`);
  const tour = page.getByRole('dialog', { name: 'Pick a page' });
  await expect(tour).toContainText('Step 1 of 3');
  await tour.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('dialog', { name: 'Select a block' })).toContainText('Step 2 of 3');
  await page.getByRole('dialog', { name: 'Select a block' }).getByRole('button', { name: 'Skip tour' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.reload();
  await expect(rail(page)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await editorSidebar(page).getByRole('button', { name: 'Keyboard shortcuts' }).click();
  await editorSidebar(page).getByRole('button', { name: 'Show the tour' }).click();
  await expect(page.getByRole('dialog', { name: 'Pick a page' })).toBeVisible();
  await page.close();
});

test('the top bar\'s page picker finds any page by title, says which wait for a publish, and opens one by keyboard', async ({ ownerPage: page, ownerSignIn, request }) => {
  const { token } = await ownerSignIn('demo');
  // A title of its own: a retry must not find the first try's page too.
  const title = `Editor picker-${Date.now().toString(36)}`;
  const { slug, id } = await threeTexts(request, token, title.slice('Editor '.length));
  const { version } = await documentCall(request, token, 'GET', `/page/${id}`);
  await documentCall(request, token, 'PUT', `/page/${id}/draft`, { baseVersion: version, content: { version: 1, blocks: [text('one', 'Waiting words')] } });
  await page.goto(`/editor/i/${slug}`);

  const picker = page.getByRole('button', { name: `Page: ${title}` });
  await picker.click();
  const dialog = page.getByRole('dialog', { name: 'Open a page' });
  const search = dialog.getByRole('combobox', { name: 'Search pages' });
  await expect(search).toBeFocused();
  // The open page is in the list, marked as waiting for a publish.
  await search.fill(title);
  await expect(dialog.getByRole('option', { name: new RegExp(title) })).toContainText('Unpublished changes');
  await expect(dialog.getByRole('option', { name: new RegExp(title) })).toHaveAttribute('aria-current', 'page');

  await search.fill('privacy');
  await expect(dialog.getByRole('group', { name: 'Legal pages' }).getByRole('option', { name: 'Privacy policy' })).toBeVisible();
  await search.press('Enter');
  await expect(page).toHaveURL(/\/editor\/l\/privacy/);
  await expect(page.getByRole('button', { name: 'Page: Privacy policy' })).toBeVisible();
  await expect(canvas(page).getByRole('heading', { level: 1 })).toContainText('Privacy');

  // Category pages too, and Escape closes the list where it was opened.
  await page.getByRole('button', { name: 'Page: Privacy policy' }).click();
  await dialog.getByRole('combobox', { name: 'Search pages' }).fill('cloth');
  await expect(dialog.getByRole('group', { name: 'Category pages' }).getByRole('option', { name: 'Clothing' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Page: Privacy policy' })).toBeFocused();
});

test('the top bar\'s content language opens the same page in another of the shop\'s languages, hidden ones included', async ({ ownerPage: page }) => {
  await page.goto('/editor/c/clothing');
  const language = page.getByRole('combobox', { name: 'Content language' });
  await expect(language).toHaveValue('en');
  await expect(language.getByRole('option', { name: /hidden from shoppers/ })).toHaveCount(1);
  await language.selectOption('de');
  await expect(page).toHaveURL(/\/editor\/de\/c\/bekleidung/);
  // The editor speaks the page's language unless the owner chose one (EditorLanguage).
  await expect(page.getByRole('combobox', { name: 'Inhaltssprache' })).toHaveValue('de');
  await expect(canvas(page).getByRole('heading', { level: 1 })).toContainText('Bekleidung');
});

test('"View as shopper" opens the draft as shoppers will get it, without the workspace, hidden blocks hidden at their width', async ({ ownerPage: page, ownerSignIn, request }) => {
  const { token } = await ownerSignIn('demo');
  const { slug, id } = await threeTexts(request, token, 'shopper-view');
  const { version } = await documentCall(request, token, 'GET', `/page/${id}`);
  await documentCall(request, token, 'PUT', `/page/${id}/draft`, {
    baseVersion: version, content: { version: 1, blocks: [text('one', 'Draft words'), { ...text('two', 'Not on phones'), settings: { hiddenOn: ['phone'] } }] },
  });
  await page.goto(`/editor/i/${slug}`);
  const [view] = await Promise.all([page.context().waitForEvent('page'), editorToolbar(page).getByRole('link', { name: 'View as shopper' }).click()]);
  await expect(view.getByRole('status').filter({ hasText: 'Draft preview' })).toBeVisible();
  await expect(view.getByRole('main', { name: 'Page editor' })).toHaveCount(0);
  await expect(view.locator('iframe[name="canvas"]')).toHaveCount(0);
  await expect(view.getByRole('banner')).toBeVisible();
  await expect(view.getByText('Draft words')).toBeVisible();
  await expect(view.getByText('Not on phones')).toBeVisible();
  await view.setViewportSize({ width: 390, height: 800 });
  await expect(view.getByText('Not on phones')).toBeHidden();
  // Shoppers still get the published page.
  await view.goto(`/i/${slug}`);
  await expect(view.getByText('First words')).toBeVisible();
  await expect(view.getByText('Draft words')).toHaveCount(0);
  await view.close();
});

test('F6 and Shift+F6 move the focus through the top bar, the modules, the panel, the canvas and the block settings', async ({ ownerPage: page, ownerSignIn, request }) => {
  const { token } = await ownerSignIn('demo');
  const { slug } = await threeTexts(request, token, 'regions');
  await page.goto(`/editor/i/${slug}`);
  await page.getByRole('button', { name: 'Page: Editor regions' }).focus();
  await page.keyboard.press('F6');
  await expect(rail(page).getByRole('button').first()).toBeFocused();
  await page.keyboard.press('F6');
  await expect(page.locator('#editor-panel :focus')).toHaveCount(1);
  await page.keyboard.press('F6');
  await expect(canvas(page).locator('[data-block-id="one"]')).toBeFocused();
  await page.keyboard.press('F6');
  await expect(editorSidebar(page).getByRole('button', { name: 'Collapse block settings' })).toBeFocused();
  await page.keyboard.press('Shift+F6');
  await expect(canvas(page).locator('[data-block-id="one"]')).toBeFocused();
});
