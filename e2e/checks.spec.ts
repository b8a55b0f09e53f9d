// The pre-publish checks (issue 30): an owner gives an image's overlay text a colour that cannot be read
// with the theme, finds it under Checks, shows its block with "Show", fixes the colour and sees the
// finding go; an image without alternative text is found too; Publish asks first while there are
// findings, and publishes when told to anyway. The page is created for this test through the API.
import { test, expect } from './fixtures';
import { createBlankPage, DOT_PNG, draftSaved, editorToolbar, openPageBlocks, published } from './owner-pages';

test('an owner finds a colour hard to read and an image without alternative text under Checks, shows and fixes them, then publishes anyway', async ({ ownerPage: page, ownerSignIn, request }) => {
  const { token } = await ownerSignIn('demo');
  const upload = await request.post('/storage/images/checks.png?shop=demo', { headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' }, data: DOT_PNG });
  expect(upload.status(), await upload.text()).toBe(201);
  const src = ((await upload.json()) as { relativeDownloadUrl: string }).relativeDownloadUrl;
  const { slug } = await createBlankPage(request, token, 'checks', { version: 1, blocks: [
    { _id: 'sale', type: 'image', data: { src, width: 1, height: 1, alt: 'A red chair', text: 'Summer sale' } },
    { _id: 'bare', type: 'image', data: { src, width: 1, height: 1, alt: '' } },
  ] });
  const editor = await openPageBlocks(page, `/editor/i/${slug}`);
  const settings = editor.getByRole('region', { name: 'Block settings' });
  const layers = editor.getByRole('region', { name: 'Layers' });

  // The sale image's overlay text in the page's background colour: on phones it lies on that background.
  await layers.getByRole('button', { name: 'Image', exact: true }).first().click();
  await settings.getByLabel('Text colour').selectOption({ label: 'Background' });
  await draftSaved(page);
  // Another block selected, so that "Show" is seen to select the sale image.
  await layers.getByRole('button', { name: 'Image', exact: true }).last().click();
  await expect(settings.getByLabel('Alternative text')).toHaveValue('');

  await editorToolbar(page).getByRole('button', { name: 'Checks' }).click();
  const checks = editor.getByRole('region', { name: 'Checks' });
  const contrast = checks.getByRole('region', { name: 'Colours hard to read' });
  await expect(contrast).toContainText('Text colour: a contrast of 1:1 with the theme, below the 4.5:1 that everyone can read.');
  await contrast.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(settings.getByLabel('Overlay text')).toHaveValue('Summer sale');

  // Fixed in the inspector: the finding goes at once, before the draft is saved.
  await settings.getByLabel('Text colour').selectOption({ label: 'Text' });
  await expect(contrast).toHaveCount(0);

  // The other image has no alternative text; "Show" selects it.
  const alt = checks.getByRole('region', { name: 'Images without alternative text' });
  await expect(alt).toContainText('Image 1 has no alternative text');
  await alt.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(settings.getByLabel('Alternative text')).toHaveValue('');
  await expect(settings.getByLabel('Overlay text')).toHaveValue('');
  await draftSaved(page);

  // The page was made in English only: its texts are missing in German and French, which publish with it.
  await expect(checks.getByRole('region', { name: 'Missing translations' })).toContainText('Texts missing in German: 2.');
  await expect(checks.getByRole('status')).toHaveText('Findings: 3');

  // Publish asks while something is found: reviewing keeps the draft and shows Checks.
  await editorToolbar(page).getByRole('button', { name: 'Publish' }).click();
  const question = page.getByRole('dialog', { name: 'Findings: 3. They may get in shoppers’ way. Publish anyway?' });
  await question.getByRole('button', { name: 'Checks' }).click();
  await expect(question).toBeHidden();
  await expect(checks).toBeVisible();
  await editorToolbar(page).getByRole('button', { name: 'Publish' }).click();
  await question.getByRole('button', { name: 'Publish anyway' }).click();
  await published(page);
});
