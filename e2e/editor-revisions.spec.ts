// The editor's revisions and keyboard shortcuts: an owner publishes a page twice, restores the first
// publish as the draft from the Revisions panel, and opens the shortcuts list with "?". Each test works
// on a page of its own, created through the API, so the demo stays as the other specs expect it.
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';
import { canvas, createBlankPage, documentCall, draftSaved, openPageBlocks, published } from './owner-pages';

const newPage = (request: APIRequestContext, token: string, name: string) =>
  createBlankPage(request, token, name, { version: 1, blocks: [{ _id: 'intro', type: 'text', data: { content: '<p>Intro words</p>' } }] });

// The toolbar's status: the revisions panel has a status of its own while it loads.

test('an owner publishes twice and restores the first revision as the draft', async ({ ownerPage: page, ownerSignIn, request }) => {
  const { token } = await ownerSignIn('demo');
  const { slug, id } = await newPage(request, token, 'revisions');
  const editor = await openPageBlocks(page, `/editor/i/${slug}`);
  const text = editor.getByRole('textbox', { name: 'Text', exact: true });
  const publish = editor.getByRole('button', { name: 'Publish' });

  await editor.getByRole('button', { name: 'Text: Intro words', exact: true }).click();
  await text.fill('First words');
  await draftSaved(page);
  // Each publish is waited for: a text typed while it runs would be saved on the version it replaces.
  await publish.click();
  await published(page);
  await text.fill('Second words');
  await draftSaved(page);
  await publish.click();
  await published(page);

  await editor.getByRole('button', { name: 'Revisions' }).click();
  await expect(editor.getByRole('button', { name: 'Revisions' })).toHaveAttribute('aria-pressed', 'true');
  // Creating the page published it once: revision 1; the editor's two publishes are 2 and 3.
  const revisions = editor.getByRole('region', { name: 'Revisions' }).getByRole('listitem');
  await expect(revisions).toHaveCount(3);
  await expect(revisions.first()).toContainText('Revision 3');
  await expect(revisions.first()).toContainText('Published by owner@demo.vitrine.test');

  // Cancel keeps the draft; Confirm restores the editor's first publish.
  await editor.getByRole('button', { name: 'Restore revision 2' }).click();
  const question = page.getByRole('dialog', { name: 'Restore revision 2 as the draft? It replaces your current draft.' });
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toHaveCount(0);
  await editor.getByRole('button', { name: 'Restore revision 2' }).click();
  await question.getByRole('button', { name: 'Confirm' }).click();
  await expect(question).toHaveCount(0);
  await expect(publish).toBeEnabled();
  await expect(text).toHaveText('First words');
  await expect(canvas(page).locator('[data-block-id]').getByText('First words')).toBeVisible();
  const state = await documentCall(request, token, 'GET', `/page/${id}`);
  expect(state.hasDraft).toBe(true);
  expect(state.draft[0]!.data.content).toBe('<p>First words</p>');
});

test('"?" opens the keyboard shortcuts, and typing "?" in a field does not', async ({ ownerPage: page, ownerSignIn, request }) => {
  const { token } = await ownerSignIn('demo');
  const { slug } = await newPage(request, token, 'shortcuts');
  const editor = await openPageBlocks(page, `/editor/i/${slug}`);
  const shortcuts = editor.getByRole('button', { name: 'Keyboard shortcuts' });

  await editor.getByRole('button', { name: 'Text: Intro words', exact: true }).click();
  const text = editor.getByRole('textbox', { name: 'Text', exact: true });
  await text.fill('Why');
  await text.press('?');
  await expect(text).toHaveText('Why?');
  await expect(shortcuts).toHaveAttribute('aria-pressed', 'false');

  await text.blur();
  await page.keyboard.press('?');
  await expect(shortcuts).toHaveAttribute('aria-pressed', 'true');
  await expect(editor.getByRole('heading', { name: 'Keyboard shortcuts' })).toBeVisible();
  await expect(editor.getByRole('definition').filter({ hasText: /^Undo$/ })).toBeVisible();
});
