// Reusable sections (issue 30): an owner saves a block as a section, places it on a second page from Add
// block, edits the section once and publishes it; a shopper then sees the change on both pages. Detach
// gives one page an independent copy that the section's next publish leaves alone. The pages are the test's own.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { canvas, createBlankPage, draftSaved, editorSidebar, openPageBlocks, published } from './owner-pages';

const text = (id: string, words: string) => ({ _id: id, type: 'text', data: { content: `<p>${words}</p>` } });
const shopperText = (request: APIRequestContext, slug: string) => async () => {
  const response = await request.get(`/i/${slug}`);
  expect(response.status()).toBe(200);
  return response.text();
};

/**
 * From a page open on Layers: selects its reference to the section `name`, opens the section with "Edit section",
 * changes its text block's words `from` into `to` and publishes the section.
 */
async function editAndPublishSection(page: Page, name: string, from: string, to: string) {
  const editor = editorSidebar(page);
  await editor.getByRole('button', { name: `Section: ${name}`, exact: true }).click();
  await editor.getByRole('link', { name: 'Edit section' }).click();
  await expect(page).toHaveURL(/[?&]section=/);
  await editor.getByRole('button', { name: 'Layers', exact: true }).click();
  await editor.getByRole('button', { name: `Text: ${from}`, exact: true }).click();
  await editor.getByRole('textbox', { name: 'Text', exact: true }).fill(to);
  await draftSaved(page);
  await editor.getByRole('button', { name: 'Publish' }).click();
  await published(page);
}

test('a section edited once is seen changed on two pages by a shopper, and Detach makes a page\'s copy independent', async ({ ownerPage: page, ownerSignIn, request }) => {
  // Two pages and a section, each opened, edited, saved and published in the editor (six editor loads):
  // 84-96 s under CI's load (two workers on two cores), over test.slow()'s 90 s.
  test.setTimeout(180_000);
  const { token } = await ownerSignIn('demo');
  const name = `Gift note ${Date.now().toString(36)}`;
  const first = await createBlankPage(request, token, 'section-a', { version: 1, blocks: [text('intro', 'First page intro'), text('shared', 'Gift wrap included')] });
  const second = await createBlankPage(request, token, 'section-b', { version: 1, blocks: [text('own', 'Second page words')] });
  const onFirst = shopperText(request, first.slug);
  const onSecond = shopperText(request, second.slug);
  // The shopper's visits cache both pages: the section's publish must reach those copies.
  expect(await onFirst()).toContain('Gift wrap included');
  expect(await onSecond()).not.toContain('Gift wrap included');

  // Save as section: the block becomes the section, and the page shows the section in its place.
  const editor = await openPageBlocks(page, `/editor/i/${first.slug}`);
  await editor.getByRole('button', { name: 'Text: Gift wrap included', exact: true }).click();
  await editor.getByRole('button', { name: 'Save as section', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as section' });
  await dialog.getByRole('textbox', { name: 'Section name' }).fill(name);
  await dialog.getByRole('button', { name: 'Save as section' }).click();
  await expect(dialog).toBeHidden();
  await expect(editor.getByRole('button', { name: `Section: ${name}`, exact: true })).toBeVisible();
  await expect(canvas(page).locator('[data-block-id]').getByText('Gift wrap included')).toBeVisible();
  await draftSaved(page);
  await editor.getByRole('button', { name: 'Publish' }).click();
  await published(page);

  // Placed on the second page from Add block's Sections.
  await openPageBlocks(page, `/editor/i/${second.slug}`);
  await editor.getByRole('button', { name: 'Add block' }).click();
  await editor.getByRole('region', { name: 'Sections' }).getByRole('button', { name, exact: true }).click();
  await expect(canvas(page).locator('[data-block-id]').getByText('Gift wrap included')).toBeVisible();
  await draftSaved(page);
  await editor.getByRole('button', { name: 'Publish' }).click();
  await published(page);
  await expect.poll(onSecond).toContain('Gift wrap included');

  // Edited once, in the section itself, opened from the placed reference, and published.
  await editor.getByRole('button', { name: 'Layers', exact: true }).click();
  await editAndPublishSection(page, name, 'Gift wrap included', 'Gift wrap from 30 euros');

  // A shopper sees the change on both pages.
  await expect.poll(onFirst).toContain('Gift wrap from 30 euros');
  await expect.poll(onSecond).toContain('Gift wrap from 30 euros');

  // Detach on the second page: its own copy, which the section's next publish leaves as it is.
  await openPageBlocks(page, `/editor/i/${second.slug}`);
  await editor.getByRole('button', { name: `Section: ${name}`, exact: true }).click();
  await editor.getByRole('button', { name: 'Detach' }).click();
  await expect(editor.getByRole('button', { name: 'Text: Gift wrap from 30 euros', exact: true })).toBeVisible();
  await expect(editor.getByRole('button', { name: `Section: ${name}`, exact: true })).toHaveCount(0);
  await draftSaved(page);
  await editor.getByRole('button', { name: 'Publish' }).click();
  await published(page);

  await openPageBlocks(page, `/editor/i/${first.slug}`);
  await editAndPublishSection(page, name, 'Gift wrap from 30 euros', 'Gift wrap is on us');
  await expect.poll(onFirst).toContain('Gift wrap is on us');
  const detached = await onSecond();
  expect(detached).toContain('Gift wrap from 30 euros');
  expect(detached).not.toContain('Gift wrap is on us');
});

test('a block saved as a section from its Layers menu is a section in Add block', async ({ ownerPage: page, ownerSignIn, request }) => {
  const { token } = await ownerSignIn('demo');
  const name = `Care tips ${Date.now().toString(36)}`;
  const made = await createBlankPage(request, token, 'section-menu', { version: 1, blocks: [text('care', 'Wash at 30 degrees')] });
  const editor = await openPageBlocks(page, `/editor/i/${made.slug}`);
  await editor.getByRole('button', { name: 'More actions: Text: Wash at 30 degrees' }).click();
  await page.getByRole('menu', { name: 'More actions: Text: Wash at 30 degrees' }).getByRole('menuitem', { name: 'Save as section' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as section' });
  await dialog.getByRole('textbox', { name: 'Section name' }).fill(name);
  await dialog.getByRole('button', { name: 'Save as section' }).click();
  await expect(dialog).toBeHidden();
  // The row is the section's reference now, and Add block offers the section.
  await expect(editor.getByRole('button', { name: `Section: ${name}`, exact: true })).toBeVisible();
  await editor.getByRole('button', { name: 'Add block' }).click();
  await expect(editor.getByRole('region', { name: 'Sections' }).getByRole('button', { name, exact: true })).toBeVisible();
});
