// Drafts and publishing against the production server (issue 10): a draft is the owner's alone until it
// is published, a publish reaches shoppers' cached pages, and a scheduled publish is run by the server's
// own timer (SCHEDULER_INTERVAL_MS=1000 in playwright.config.ts). A page of its own keeps the demo intact.
import { test, expect } from './fixtures';
import { canvas, createBlankPage, documentCall } from './owner-pages';

const text = (html: string) => ({ version: 1, blocks: [{ _id: 'journey-text', type: 'text', data: { content: html } }] });

test('the owner sees the draft, shoppers the published page; publish and a scheduled publish reach shoppers', async ({ ownerPage, ownerSignIn, request }) => {
  const { token } = await ownerSignIn('demo');
  const { slug, id } = await createBlankPage(request, token, 'draft-journey', text('<p>Published words</p>'));
  const doc = `/page/${id}`;
  const shopperText = async () => {
    const response = await request.get(`/i/${slug}`);
    expect(response.status()).toBe(200);
    return response.text();
  };
  // A shopper's visit caches the page: the publish must reach that copy.
  expect(await shopperText()).toContain('Published words');

  const { version } = await documentCall(request, token, 'GET', doc);
  const saved = await documentCall(request, token, 'PUT', `${doc}/draft`, { baseVersion: version, content: text('<p>Draft words</p>') });
  await ownerPage.goto(`/editor/i/${slug}`);
  await expect(canvas(ownerPage).locator('[data-block-id]').getByText('Draft words')).toBeVisible();
  const shopperSees = await shopperText();
  expect(shopperSees).toContain('Published words');
  expect(shopperSees).not.toContain('Draft words');

  await documentCall(request, token, 'POST', `${doc}/publish`, { baseVersion: saved.version });
  // How fast is measured by `npm run bench`; here only that it arrives.
  await expect.poll(shopperText).toContain('Draft words');

  const { version: next } = await documentCall(request, token, 'PUT', `${doc}/draft`, { baseVersion: saved.version + 1, content: text('<p>Scheduled words</p>') });
  const publishAt = new Date(Date.now() + 1500).toISOString();
  const scheduled = await documentCall(request, token, 'PUT', `${doc}/schedule`, { baseVersion: next, publishAt });
  expect(scheduled.publishAt).toBe(publishAt);
  expect(await shopperText()).not.toContain('Scheduled words');
  // Due in 1.5 s, looked for every second: on the page within a few seconds, with no request of ours asking.
  await expect.poll(shopperText, { timeout: 10_000, intervals: [250] }).toContain('Scheduled words');
  expect(await documentCall(request, token, 'GET', doc)).toMatchObject({ hasDraft: false, publishAt: null });
});
