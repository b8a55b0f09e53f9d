// Clipboard and multi-select (issue 30): an owner selects two blocks in Layers, copies them with the
// keyboard and pastes them on another page, their German texts too; copies a block with the canvas toolbar's Copy and pastes it
// in a second tab with Layers' row menu; selects two blocks on the canvas with Ctrl/Cmd and a click,
// deletes them in one step and gets both back, selected, with one Undo, then drags the two together. The pages are created for the tests.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { canvas, createBlankPage, documentCall, draftSaved, editorToolbar, openPageBlocks, pickUpByKeyboard } from './owner-pages';

const text = (id: string, words: string) => ({ _id: id, type: 'text', data: { content: `<p>${words}</p>` } });
/** The page-level rows of Layers, by their names. */
const rowNames = (page: Page) => page.getByRole('region', { name: 'Layers' }).getByRole('list').first().locator(':scope > li > div > button[aria-pressed]');

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('an owner copies two blocks to another page with the keyboard, and one block to a second tab with Copy and Paste', async ({ ownerPage: page, ownerSignIn, request, context }) => {
  test.slow(); // Three pages in two tabs, each pasted into and saved.
  const { token } = await ownerSignIn('demo');
  const from = await createBlankPage(request, token, 'copy-from', { version: 1, blocks: [text('alpha', 'Alpha words'), text('beta', 'Beta words'), text('gamma', 'Gamma words')] });
  const to = await createBlankPage(request, token, 'copy-to', { version: 1, blocks: [text('target', 'Target words')] });
  const other = await createBlankPage(request, token, 'copy-tab', { version: 1, blocks: [text('there', 'Other tab words')] });
  // The copied page has German texts too, which the pasted blocks keep.
  const { version } = await documentCall(request, token, 'GET', `/page/${from.id}`);
  await documentCall(request, token, 'PUT', `/page/${from.id}/draft?locale=de`, {
    baseVersion: version, content: { version: 1, blocks: [text('alpha', 'Alpha Wörter'), text('beta', 'Beta Wörter'), text('gamma', 'Gamma Wörter')] },
  });

  // Two blocks selected in Layers: a click, then Shift with the down arrow.
  const editor = await openPageBlocks(page, `/editor/i/${from.slug}`);
  await editor.getByRole('button', { name: 'Text: Alpha words', exact: true }).click();
  await page.keyboard.press('Shift+ArrowDown');
  await expect(editor.getByRole('button', { name: 'Text: Beta words', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(editor.getByRole('button', { name: 'Text: Alpha words', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(editor.getByRole('button', { name: 'Text: Gamma words', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('ControlOrMeta+C');

  // On the other page, pasted after the selected block, and saved as new blocks.
  const target = await openPageBlocks(page, `/editor/i/${to.slug}`);
  await target.getByRole('button', { name: 'Text: Target words', exact: true }).click();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(rowNames(page)).toHaveText(['Text: Target words', 'Text: Alpha words', 'Text: Beta words']);
  await expect(canvas(page).locator('[data-block-id]').getByText('Beta words')).toBeVisible();
  await draftSaved(page);
  const saved = await documentCall(request, token, 'GET', `/page/${to.id}`);
  expect(saved.draft.map((block) => block.data.content)).toEqual(['<p>Target words</p>', '<p>Alpha words</p>', '<p>Beta words</p>']);
  expect(new Set(saved.draft.map((block) => block._id)).size).toBe(3);
  expect(saved.draft.map((block) => block._id)).not.toContain('alpha');
  const german = await documentCall(request, token, 'GET', `/page/${to.id}?locale=de`);
  expect(german.draft.map((block) => block.data.content)).toEqual(['<p>Target words</p>', '<p>Alpha Wörter</p>', '<p>Beta Wörter</p>']);

  // Copy on the canvas's toolbar in this tab; Paste from Layers' row menu in a second tab of the same browser.
  await target.getByRole('button', { name: 'Text: Target words', exact: true }).click();
  await canvas(page).getByRole('toolbar', { name: 'Block actions: Text: Target words' }).getByRole('button', { name: 'Copy: Text: Target words' }).click();
  const second = await context.newPage();
  const tab = await openPageBlocks(second, `/editor/i/${other.slug}`);
  await tab.getByRole('button', { name: 'More actions: Text: Other tab words' }).click();
  await second.getByRole('menu', { name: 'More actions: Text: Other tab words' }).getByRole('menuitem', { name: 'Paste' }).click();
  await expect(rowNames(second)).toHaveText(['Text: Other tab words', 'Text: Target words']);
  await draftSaved(second);
  expect((await documentCall(request, token, 'GET', `/page/${other.id}`)).draft.map((block) => block.data.content)).toEqual(['<p>Other tab words</p>', '<p>Target words</p>']);
});

test('an owner selects two blocks on the canvas with Ctrl/Cmd, deletes them in one step and gets both back with one Undo', async ({ ownerPage: page, ownerSignIn, request }) => {
  const { token } = await ownerSignIn('demo');
  const { slug, id } = await createBlankPage(request, token, 'multi-delete', { version: 1, blocks: [text('one', 'First words'), text('two', 'Second words'), text('three', 'Third words')] });
  const editor = await openPageBlocks(page, `/editor/i/${slug}`);

  await canvas(page).getByText('First words').click();
  await canvas(page).getByText('Third words').click({ modifiers: ['ControlOrMeta'] });
  const toolbar = canvas(page).getByRole('toolbar', { name: 'Block actions: Selected blocks: 2' });
  await toolbar.getByRole('button', { name: 'Delete block: Selected blocks: 2' }).click();
  await page.getByRole('dialog', { name: 'Delete the selected blocks (2) and everything in them?' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(rowNames(page)).toHaveText(['Text: Second words']);

  await editorToolbar(page).getByRole('button', { name: 'Undo' }).click();
  await expect(rowNames(page)).toHaveText(['Text: First words', 'Text: Second words', 'Text: Third words']);
  await expect(canvas(page).locator('[data-block-id]').getByText('Third words')).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Text: Third words', exact: true })).toBeVisible();
  // Undo selects them again: the toolbar acts on both, and asks nothing (the delete was confirmed once).
  await expect(toolbar).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Dragging one of them takes the other along: First goes after Third, and Third right after it.
  const announced = page.locator('[id^="DndLiveRegion"]');
  const firstHandle = editor.getByRole('button', { name: 'Drag block: Text: First words' });
  await firstHandle.focus();
  await expect(firstHandle).toBeFocused();
  await pickUpByKeyboard(page, announced, 'Text: First words');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(announced).toHaveText('Text: First words will go after Text: Third words.');
  await page.keyboard.press('Space');
  await expect(rowNames(page)).toHaveText(['Text: Second words', 'Text: First words', 'Text: Third words']);
  await draftSaved(page);
  expect((await documentCall(request, token, 'GET', `/page/${id}`)).draft.map((block) => block._id)).toEqual(['two', 'one', 'three']);
});
