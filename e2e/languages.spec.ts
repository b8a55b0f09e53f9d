// Every language edited in place (issue 30): an owner opens a page in German whose texts were written in
// English only, sees the missing texts marked on the canvas and in the inspector, lists them under
// "Missing translations", copies one from English and types German for the other, publishes, and a
// shopper on the German page reads the German texts. The page is made for this test through the API.
import { test, expect } from './fixtures';
import { canvas, documentCall, draftSaved, editorSidebar, editorToolbar, published } from './owner-pages';

test('an owner translates a page\'s missing German texts in place, by Copy from English and by typing, and shoppers on /de/ read them once published', async ({ ownerPage: page, ownerSignIn, request, baseURL }) => {
  test.slow(); // The page made in two languages, edited, saved, published and read by shoppers twice.
  const { token } = await ownerSignIn('demo');
  const stamp = Date.now().toString(36);
  const headers = { authorization: `Bearer ${token}` };
  // The page in English and German (title and slug), its blocks written in English only.
  const created = await request.put(`/api/v2/pages/languages-${stamp}?shop=demo`, { headers, data: { title: 'Languages', type: 'blank', content: { version: 1, blocks: [] } } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const german = await request.put(`/api/v2/pages/sprachen-${stamp}?shop=demo&locale=de`, { headers, data: { id, title: 'Sprachen', type: 'blank', content: { version: 1, blocks: [] } } });
  expect(german.status(), await german.text()).toBe(200);
  const { version } = await documentCall(request, token, 'GET', `/page/${id}`);
  const draft = await documentCall(request, token, 'PUT', `/page/${id}/draft`, { baseVersion: version, content: { version: 1, blocks: [
    { _id: 'welcome', type: 'text', data: { content: '<p>Welcome to our shop</p>' } },
    { _id: 'opening', type: 'text', data: { content: '<p>Open every day</p>' } },
  ] } });
  await documentCall(request, token, 'POST', `/page/${id}/publish`, { baseVersion: draft.version });
  // Shoppers of German read the English texts for now.
  await page.goto(`/de/i/sprachen-${stamp}`);
  await expect(page.getByText('Welcome to our shop')).toBeVisible();

  // The editor in English, the page in German.
  await page.context().addCookies([{ name: 'vitrine-editor-language', value: 'en', url: `${baseURL}/editor/` }]);
  await page.goto(`/editor/i/languages-${stamp}`);
  await page.getByRole('combobox', { name: 'Content language' }).selectOption('de');
  await expect(page).toHaveURL(new RegExp(`/editor/de/i/sprachen-${stamp}`));
  const editor = page.getByRole('main', { name: 'Page editor' });
  const frame = canvas(page);
  // Both blocks show the English text, marked.
  await expect(frame.locator('[data-block-id="welcome"]')).toHaveText('Welcome to our shop');
  await expect(frame.locator('[data-missing-translation]')).toHaveCount(2);
  await expect(frame.locator('[data-block-id="welcome"]')).toHaveAccessibleDescription('Missing translation');

  // The module lists them; Show selects the block, whose settings mark the text and copy it from English.
  await editor.getByRole('button', { name: 'Missing translations' }).click();
  const missing = editor.getByRole('region', { name: 'Missing in Deutsch: 2' });
  await missing.getByRole('button', { name: 'Show' }).first().click();
  const settings = editor.getByRole('region', { name: 'Block settings' });
  const texts = settings.getByRole('region', { name: 'Texts in Deutsch' });
  await expect(texts).toContainText('Missing translation');
  await texts.getByRole('button', { name: 'Copy from English: Text' }).click();
  await expect(texts).toHaveCount(0);
  await expect(editor.getByRole('region', { name: 'Missing in Deutsch: 1' })).toBeVisible();
  await expect(frame.locator('[data-missing-translation]')).toHaveCount(1);

  // The other one is typed in German, in place on the canvas.
  await editor.getByRole('region', { name: 'Missing in Deutsch: 1' }).getByRole('button', { name: 'Show' }).click();
  const opening = frame.locator('[data-block-id="opening"]');
  await opening.dblclick();
  await expect(frame.getByRole('textbox', { name: 'Text of the block' })).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Jeden Tag geöffnet');
  await page.keyboard.press('Escape');
  await expect(frame.locator('[data-missing-translation]')).toHaveCount(0);
  await expect(editor.getByRole('region', { name: /^Missing in Deutsch/ })).toHaveCount(0);
  // Saved as German's own: the draft lacks no German text any more.
  await expect.poll(async () => (await documentCall(request, token, 'GET', `/page/${id}?locale=de`)).missingTexts).toEqual([]);
  await draftSaved(page);

  // Reopened, the page remembers what is German now: nothing is missing.
  await page.reload();
  await expect(frame.locator('[data-block-id="opening"]')).toHaveText('Jeden Tag geöffnet');
  await expect(frame.locator('[data-block-id="welcome"]')).toBeVisible();
  await expect(frame.locator('[data-missing-translation]')).toHaveCount(0);

  // French misses both texts still: advice, which Publish does not ask about.
  await editorToolbar(page).getByRole('button', { name: 'Publish' }).click();
  await published(page);

  // Shoppers: the German page in German (the copied text is German's own now), the English one in English.
  await page.goto(`/de/i/sprachen-${stamp}`);
  await expect(page.getByText('Jeden Tag geöffnet')).toBeVisible();
  await expect(page.getByText('Welcome to our shop')).toBeVisible();
  await page.goto(`/i/languages-${stamp}`);
  await expect(page.getByText('Open every day')).toBeVisible();
});

test('the whole shop\'s missing translations list a page\'s missing German text, and Show opens that page in German with the block selected', async ({ ownerPage: page, ownerSignIn, request, baseURL }) => {
  const { token } = await ownerSignIn('demo');
  const stamp = Date.now().toString(36);
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.put(`/api/v2/pages/shop-list-${stamp}?shop=demo`, { headers, data: { title: `Shop list ${stamp}`, type: 'blank', content: { version: 1, blocks: [] } } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const german = await request.put(`/api/v2/pages/shop-liste-${stamp}?shop=demo&locale=de`, { headers, data: { id, title: `Shopliste ${stamp}`, type: 'blank', content: { version: 1, blocks: [] } } });
  expect(german.status(), await german.text()).toBe(200);
  const { version } = await documentCall(request, token, 'GET', `/page/${id}`);
  await documentCall(request, token, 'PUT', `/page/${id}/draft`, { baseVersion: version, content: { version: 1, blocks: [
    { _id: 'greeting', type: 'text', data: { content: '<p>Free returns for 30 days</p>' } },
  ] } });

  // The editor in English on another page: the shop's list names the page, its German gap and the English text.
  await page.context().addCookies([{ name: 'vitrine-editor-language', value: 'en', url: `${baseURL}/editor/` }]);
  await page.goto('/editor/');
  const editor = page.getByRole('main', { name: 'Page editor' });
  await editor.getByRole('button', { name: 'Missing translations' }).click();
  await editor.getByRole('radio', { name: 'Whole shop' }).check();
  await editor.getByRole('combobox', { name: 'Language', exact: true }).selectOption({ label: 'Deutsch' });
  const listed = editor.getByRole('region', { name: `Shop list ${stamp}` });
  const gap = listed.getByRole('region', { name: 'Missing in Deutsch: 1' });
  await expect(gap).toContainText('Text: Free returns for 30 days');
  await expect(listed.getByRole('region', { name: /^Missing in Français/ })).toHaveCount(0);

  // Show: the page opens in German with the block selected, its German text marked missing.
  await gap.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`/editor/de/i/shop-liste-${stamp}`));
  const texts = editor.getByRole('region', { name: 'Block settings' }).getByRole('region', { name: 'Texts in Deutsch' });
  await expect(texts).toContainText('Missing translation');
  await expect(canvas(page).locator('[data-block-id="greeting"]')).toHaveText('Free returns for 30 days');
});

test('a page made in English is offered to be added to German when the owner chooses German, and then opens there with its blocks', async ({ ownerPage: page, ownerSignIn, request, baseURL }) => {
  const { token } = await ownerSignIn('demo');
  const stamp = Date.now().toString(36);
  const created = await request.put(`/api/v2/pages/hours-${stamp}?shop=demo`, { headers: { authorization: `Bearer ${token}` }, data: {
    title: `Opening hours ${stamp}`, type: 'blank', content: { version: 1, blocks: [{ _id: 'hours', type: 'text', data: { content: '<p>Monday to Friday</p>' } }] },
  } });
  expect(created.status(), await created.text()).toBe(201);
  await page.context().addCookies([{ name: 'vitrine-editor-language', value: 'en', url: `${baseURL}/editor/` }]);
  await page.goto(`/editor/i/hours-${stamp}`);
  const language = page.getByRole('combobox', { name: 'Content language' });
  await language.selectOption('de');

  // Not the German start page: a question, the page still open in English.
  const dialog = page.getByRole('dialog', { name: `“Opening hours ${stamp}” is not in Deutsch yet` });
  await expect(dialog).toContainText('Its blocks are the same in every language');
  await expect(page).toHaveURL(new RegExp(`/editor/i/hours-${stamp}$`));
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(language).toHaveValue('en');

  await language.selectOption('de');
  await dialog.getByRole('textbox', { name: 'Title in Deutsch' }).fill(`Öffnungszeiten ${stamp}`);
  await expect(dialog.getByRole('textbox', { name: 'Slug in Deutsch' })).toHaveValue(`oeffnungszeiten-${stamp}`);
  await dialog.getByRole('button', { name: 'Add to Deutsch' }).click();
  await expect(page).toHaveURL(new RegExp(`/editor/de/i/oeffnungszeiten-${stamp}`));
  await expect(canvas(page).locator('[data-block-id="hours"]')).toHaveText('Monday to Friday');
  await expect(canvas(page).locator('[data-block-id="hours"]')).toHaveAccessibleDescription('Missing translation');
  // Shoppers of German find it at once: the page was live in English.
  const shopper = await request.get(`/de/i/oeffnungszeiten-${stamp}`);
  expect(shopper.status()).toBe(200);
});

test('the page manager in German lists a page made in English under "Not in Deutsch", and "Add to Deutsch" puts it there and opens it', async ({ ownerPage: page, ownerSignIn, request, baseURL }) => {
  const { token } = await ownerSignIn('demo');
  const stamp = Date.now().toString(36);
  const created = await request.put(`/api/v2/pages/care-${stamp}?shop=demo`, { headers: { authorization: `Bearer ${token}` }, data: {
    title: `Care guide ${stamp}`, type: 'blank', content: { version: 1, blocks: [{ _id: 'care', type: 'text', data: { content: '<p>Wash cold</p>' } }] },
  } });
  expect(created.status(), await created.text()).toBe(201);
  await page.context().addCookies([{ name: 'vitrine-editor-language', value: 'en', url: `${baseURL}/editor/` }]);
  await page.goto('/editor/de');
  const editor = editorSidebar(page);
  await editor.getByRole('group', { name: 'Site' }).getByRole('button', { name: 'Pages', exact: true }).click();
  const missing = editor.getByRole('region', { name: 'Not in Deutsch' });
  await missing.getByRole('button', { name: new RegExp(`^Add to Deutsch ?: Care guide ${stamp}$`) }).click();
  const dialog = page.getByRole('dialog', { name: `“Care guide ${stamp}” is not in Deutsch yet` });
  await dialog.getByRole('textbox', { name: 'Title in Deutsch' }).fill(`Pflegehinweise ${stamp}`);
  await dialog.getByRole('button', { name: 'Add to Deutsch' }).click();
  await expect(page).toHaveURL(new RegExp(`/editor/de/i/pflegehinweise-${stamp}`));
  await expect(canvas(page).locator('[data-block-id="care"]')).toHaveText('Wash cold');
  // In German now: no longer listed as missing there.
  await editor.getByRole('group', { name: 'Site' }).getByRole('button', { name: 'Pages', exact: true }).click();
  await expect(editor.getByRole('heading', { name: 'Pages', level: 2 })).toBeVisible();
  await expect(editor.getByRole('button', { name: new RegExp(`^Add to Deutsch ?: Care guide ${stamp}$`) })).toHaveCount(0);
});
