// The image block's upload field as an owner uses it (spec sections 4, 5 and 8): a PNG chosen with the
// file picker is uploaded, shown with its size and saved as the block's source; a file of another type
// and one over 10 MB are refused in the browser, before any upload, and the earlier image stays. The
// page is created for this test through the API, so the demo's pages stay as the other specs expect.
import { IMAGE_UPLOAD_LIMIT } from '@/lib/contract/limits';
import { test, expect } from './fixtures';
import { canvas, createBlankPage, documentCall, DOT_PNG, draftSaved, openPageBlocks } from './owner-pages';



test('an owner uploads an image into an image block; a wrong type and a file over 10 MB are refused before uploading', async ({ ownerPage: page, ownerSignIn, request }) => {
  const { token } = await ownerSignIn('demo');
  const { slug, id } = await createBlankPage(request, token, 'image', { version: 1, blocks: [{ _id: 'intro', type: 'text', data: { content: '<p>Intro words</p>' } }] });
  const uploads: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname.startsWith('/storage/images/')) uploads.push(sent.url());
  });
  const editor = await openPageBlocks(page, `/editor/i/${slug}`);

  await editor.getByRole('button', { name: 'Text: Intro words', exact: true }).click();
  await editor.getByRole('button', { name: 'Add block' }).click();
  await editor.getByRole('button', { name: 'Image', exact: true }).click();
  const field = editor.getByRole('group', { name: 'Image', exact: true });
  await expect(field.getByText('or drop an image here')).toBeVisible();
  // Until it has a picture, the canvas shows the owner where the new image block is.
  await expect(canvas(page).locator('[data-block-id]').getByText('No image yet. Select this block to choose one.')).toBeVisible();

  // Chosen with the picker: uploaded, previewed from the server with its size (the optimizer's copy at the
  // preview width, 680), saved as the draft's source.
  await field.getByLabel('Choose image').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: DOT_PNG });
  await expect(field.locator('img')).toHaveAttribute('srcset', /^\/_next\/image\?url=%2Fmedia%2F.+%2Fdot\.png&w=680&q=75 1x, /);
  await expect(field.getByText('1 × 1 px')).toBeVisible();
  await expect(field.getByRole('button', { name: 'Change image' })).toBeFocused();
  await expect(field.getByRole('button', { name: 'Remove image' })).toBeVisible();
  expect(uploads).toHaveLength(1);
  // The draft's one block besides the intro; "Saved" may still be the insert's, so the draft is polled.
  const imageBlock = async () => (await documentCall(request, token, 'GET', `/page/${id}`)).draft.find((block) => block._id !== 'intro');
  await expect.poll(async () => (await imageBlock())?.data).toMatchObject({ src: expect.stringMatching(/^\/media\/.+\/dot\.png$/), width: 1, height: 1 });
  await draftSaved(page);
  const stored = await imageBlock();

  // "Change image" opens the picker again; what the server would refuse is refused here, unsent.
  const changeTo = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
    const chooser = page.waitForEvent('filechooser');
    await field.getByRole('button', { name: 'Change image' }).click();
    await (await chooser).setFiles(file);
  };
  await changeTo({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(field.getByRole('alert')).toHaveText('Only JPEG, PNG and GIF images can be uploaded. Your previous image is kept.');
  await changeTo({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(IMAGE_UPLOAD_LIMIT + 1) });
  await expect(field.getByRole('alert')).toHaveText('The image is larger than 10 MB. Your previous image is kept.');
  // By the control and in the narrow sidebar's view, whatever is above it, and the control's description.
  await expect(field.getByRole('alert')).toBeInViewport();
  await expect(field.getByRole('button', { name: 'Change image' })).toHaveAccessibleDescription('The image is larger than 10 MB. Your previous image is kept.');
  expect(uploads).toHaveLength(1);
  await expect(field.locator('img')).toHaveAttribute('srcset', new RegExp(`^/_next/image\\?url=${encodeURIComponent(stored!.data.src as string)}&w=680&`));
  expect((await imageBlock())?.data.src).toBe(stored!.data.src);
});
