// Publishing one language (issue 30): an owner changes a page's English heading and types its German text,
// publishes German alone from the menu behind Publish: shoppers of the German page read the new German
// text while the English page keeps the English text that was live; "Publish all" then makes English live
// too. The page is made for this test through the API, in English and German.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { canvas, documentCall, draftSaved, editorToolbar, published } from './owner-pages';

/** Types `text` in place of the canvas block's text. */
async function retype(page: Page, blockId: string, text: string) {
  await canvas(page).locator(`[data-block-id="${blockId}"]`).dblclick();
  await expect(canvas(page).getByRole('textbox', { name: 'Text of the block' })).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await page.keyboard.press('Escape');
  await draftSaved(page);
}

test('an owner publishes German alone: /de/ shows the new German text, the English page the live English one until Publish all', async ({ ownerPage: page, ownerSignIn, request, baseURL }) => {
  test.slow(); // Edited in two languages, published twice, read by shoppers in both after each.
  const { token } = await ownerSignIn('demo');
  const stamp = Date.now().toString(36);
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.put(`/api/v2/pages/season-${stamp}?shop=demo`, { headers, data: { title: 'Season', type: 'blank', content: { version: 1, blocks: [] } } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const german = await request.put(`/api/v2/pages/saison-${stamp}?shop=demo&locale=de`, { headers, data: { id, title: 'Saison', type: 'blank', content: { version: 1, blocks: [] } } });
  expect(german.status(), await german.text()).toBe(200);
  const { version } = await documentCall(request, token, 'GET', `/page/${id}`);
  const draft = await documentCall(request, token, 'PUT', `/page/${id}/draft`, { baseVersion: version, content: { version: 1, blocks: [
    { _id: 'heading', type: 'text', data: { content: '<p>Autumn collection</p>' } },
  ] } });
  await documentCall(request, token, 'POST', `/page/${id}/publish`, { baseVersion: draft.version });

  // The editor in English: the English heading changes, then the German one is typed in the page in German.
  await page.context().addCookies([{ name: 'vitrine-editor-language', value: 'en', url: `${baseURL}/editor/` }]);
  await page.goto(`/editor/i/season-${stamp}`);
  await retype(page, 'heading', 'Winter collection');
  await page.getByRole('combobox', { name: 'Content language' }).selectOption('de');
  await expect(page).toHaveURL(new RegExp(`/editor/de/i/saison-${stamp}`));
  await expect(canvas(page).locator('[data-block-id="heading"]')).toHaveText('Winter collection');
  await retype(page, 'heading', 'Winterkollektion');

  // Publish Deutsch alone, from the menu (the content-language switch's name of German) behind Publish.
  const toolbar = editorToolbar(page);
  await expect(toolbar.getByRole('button', { name: 'Publish', exact: true })).toBeEnabled();
  await toolbar.getByRole('button', { name: 'Languages and schedule' }).click();
  await page.getByRole('menuitem', { name: 'Publish Deutsch' }).click();
  await published(page);
  // The English change still waits.
  await expect(toolbar.getByRole('button', { name: 'Publish', exact: true })).toBeEnabled();

  await page.goto(`/de/i/saison-${stamp}`);
  await expect(page.getByText('Winterkollektion')).toBeVisible();
  await page.goto(`/i/season-${stamp}`);
  await expect(page.getByText('Autumn collection')).toBeVisible();
  await expect(page.getByText('Winter collection')).toHaveCount(0);

  // Publish all: English goes live too.
  await page.goto(`/editor/i/season-${stamp}`);
  await editorToolbar(page).getByRole('button', { name: 'Languages and schedule' }).click();
  await page.getByRole('menuitem', { name: 'Publish all' }).click();
  await published(page);
  await page.goto(`/i/season-${stamp}`);
  await expect(page.getByText('Winter collection')).toBeVisible();
  await page.goto(`/de/i/saison-${stamp}`);
  await expect(page.getByText('Winterkollektion')).toBeVisible();
});
