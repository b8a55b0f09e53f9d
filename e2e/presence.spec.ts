// Revisions compared with the draft, and two editors of one page (issue 30): the second sees the first
// in the top bar and takes the page over; the first is told at once, saves no more, and the words it had
// not saved are kept as a copy that the second compares with the draft and restores. The demo shop has
// one owner (and no call creates another): the two editors are that owner in two browser contexts, each
// an editor of its own; Jest covers two owners (lib/server/content/documents/__tests__/presence.int.test.ts).
import type { APIRequestContext } from '@playwright/test';
import { DEMO } from '@/lib/db/seed/demo';
import { test, expect } from './fixtures';
import { createBlankPage, documentCall, draftSaved, editorToolbar, openPageBlocks } from './owner-pages';

const newPage = (request: APIRequestContext, token: string, name: string) =>
  createBlankPage(request, token, name, { version: 1, blocks: [{ _id: 'intro', type: 'text', data: { content: '<p>Intro words</p>' } }] });

test('Compare shows a revision’s changed text by its field label', async ({ ownerPage: page, ownerSignIn, request }) => {
  const { token } = await ownerSignIn('demo');
  const { slug } = await newPage(request, token, 'compare');
  const editor = await openPageBlocks(page, `/editor/i/${slug}`);
  await editor.getByRole('button', { name: 'Text: Intro words', exact: true }).click();
  await editor.getByRole('textbox', { name: 'Text', exact: true }).fill('Changed words');
  await draftSaved(page);

  await editor.getByRole('button', { name: 'Revisions' }).click();
  await editor.getByRole('button', { name: 'Compare revision 1 with the draft' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revision 1 compared with the draft' });
  await expect(dialog.getByRole('heading', { name: 'Changed: Text: Changed words' })).toBeVisible();
  const row = dialog.getByRole('row', { name: /^Text / });
  await expect(row.getByRole('rowheader')).toHaveText('Text');
  await expect(row.getByRole('cell')).toHaveText(['Intro words', 'Changed words']);
  await expect(dialog.getByRole('columnheader')).toHaveText(['Setting', 'In revision 1', 'In the draft']);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});

test('a takeover between two editors: the first is told at once and its unsaved words are kept, compared and restored', async ({ ownerPage: first, ownerSignIn, request, browser, baseURL }) => {
  test.slow(); // Two editors, and a heartbeat's interval.
  const signIn = await ownerSignIn('demo');
  const { slug, id } = await newPage(request, signIn.token, 'takeover');
  const editorA = await openPageBlocks(first, `/editor/i/${slug}`);
  await editorA.getByRole('button', { name: 'Text: Intro words', exact: true }).click();
  const textA = editorA.getByRole('textbox', { name: 'Text', exact: true });
  await textA.fill('Saved by the first');
  await draftSaved(first);

  const context = await browser.newContext({ baseURL });
  await context.addCookies([signIn.cookie, { name: 'epCookieConsent', value: '1', url: baseURL! }]);
  await context.addInitScript(() => window.localStorage.setItem('vitrine:editor-tour', 'seen'));
  const second = await context.newPage();
  const editorB = await openPageBlocks(second, `/editor/i/${slug}`);
  const owner = DEMO.owners.demo.email.toLowerCase();

  // The second editor sees the first in the top bar, with since when; the first sees the second at its next beat.
  const others = editorToolbar(second).getByRole('group', { name: 'Also editing this page' });
  await expect(others.getByRole('listitem')).toHaveText(new RegExp(`${owner}, editing since`));
  await expect(editorToolbar(first).getByRole('group', { name: 'Also editing this page' })).toBeVisible({ timeout: 15_000 });
  await others.getByRole('button', { name: 'Take over' }).click();
  await expect(others).toHaveCount(0);

  // The first editor's next save is refused and says so; its words are not saved over the second's.
  await textA.fill('Unsaved words of the first');
  await expect(editorA.getByRole('alert')).toContainText(`${owner} took this page over at`);
  await expect(editorToolbar(first).getByRole('button', { name: 'Publish', exact: true })).toBeDisabled();
  expect((await documentCall(request, signIn.token, 'GET', `/page/${id}`)).draft[0]!.data.content).toBe('<p>Saved by the first</p>');
  // Its unsaved words are kept: at once when the refused save told it, else (its heartbeat told it first)
  // when it leaves the page; either way one copy.
  await first.goto('/');
  await expect.poll(async () => {
    const copies = await request.get(`/api/v2/documents/page/${id}/copies?shop=demo`, { headers: { authorization: `Bearer ${signIn.token}` } });
    return ((await copies.json()) as unknown[]).length;
  }).toBe(1);

  // The second editor compares the kept words with the draft, and restores them.
  await editorB.getByRole('button', { name: 'Revisions' }).click();
  const copies = editorB.getByRole('region', { name: 'Copies of unsaved changes' });
  await expect(copies).toContainText(`Unsaved changes of ${owner}, when ${owner} took over`);
  await copies.getByRole('button', { name: /^Compare the copy of / }).click();
  const dialog = second.getByRole('dialog', { name: /^The copy of .* compared with the draft$/ });
  await expect(dialog.getByRole('row', { name: /^Text / }).getByRole('cell')).toHaveText(['Unsaved words of the first', 'Saved by the first']);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await copies.getByRole('button', { name: /^Restore the copy of / }).click();
  await draftSaved(second);
  expect((await documentCall(request, signIn.token, 'GET', `/page/${id}`)).draft[0]!.data.content).toBe('<p>Unsaved words of the first</p>');
  await context.close();
});
