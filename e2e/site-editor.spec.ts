// The site's modules of the editor (issue 12): the page manager, the navigation, the shop's settings
// and its theme, each driven as an owner and checked as a shopper sees the result. What a spec changes
// of the demo shop (settings, theme, menus) it puts back in `finally`, even when it fails, so the
// other specs find the shop as seeded.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { DEMO } from '@/lib/db/seed/demo';
import { addToCart } from './checkout-helpers';
import { test, expect } from './fixtures';
import { canvas, createBlankPage, draftSaved, editorSidebar, openPageBlocks, published } from './owner-pages';
import { EDITOR_LANGUAGE_COOKIE } from '@/lib/i18n/owner-language';

type SiteModule = 'Pages' | 'Navigation' | 'Shop settings' | 'Theme';
interface MenuItem { type: 'page' | 'category'; slug: string; title: string; categoryId: string | null; isVisible: boolean; children: MenuItem[] }
interface Theme { themeId: string; title: string; isActive: boolean; styles: { themeStyleId: string; name: string; title: string; isActive: boolean }[] }

/** Calls the demo shop's API as its owner and expects a success; answers the JSON body, if any. */
async function ownerCall<T = unknown>(request: APIRequestContext, token: string, method: string, path: string, data?: object): Promise<T> {
  const response = await request.fetch(`/api/v2${path}${path.includes('?') ? '&' : '?'}shop=demo`, { method, headers: { authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (response.status() === 204 ? null : await response.json()) as T;
}

const asInput = (items: MenuItem[]): object[] => items.map((item) => ({
  ...(item.type === 'category' ? { categoryId: item.categoryId } : { slug: item.slug }), isVisible: item.isVisible, children: asInput(item.children),
}));

/**
 * What the site's modules change of the demo shop (its settings, menus, active style and that style's
 * settings), read now; the answer puts it all back.
 */
async function keepShop(request: APIRequestContext, token: string): Promise<() => Promise<void>> {
  const shop = await ownerCall<{ userSettings: object; title: string }>(request, token, 'GET', '/shop');
  const [main, footer] = await Promise.all(['main', 'footer'].map((menu) => ownerCall<MenuItem[]>(request, token, 'GET', `/navigation/${menu}`)));
  const themes = await ownerCall<Theme[]>(request, token, 'GET', '/themes');
  const theme = themes.find((candidate) => candidate.isActive)!;
  const style = theme.styles.find((candidate) => candidate.isActive)!;
  const settings = await ownerCall<object>(request, token, 'GET', `/themeStyles/${style.themeStyleId}/settings`);
  return async () => {
    await ownerCall(request, token, 'DELETE', '/site/changes');
    await ownerCall(request, token, 'PATCH', '/shop', { userSettings: shop.userSettings, title: shop.title });
    await ownerCall(request, token, 'PUT', '/themes/active', { themeId: theme.themeId, themeStyleId: style.themeStyleId });
    await ownerCall(request, token, 'PATCH', `/themeStyles/${style.themeStyleId}/settings`, { settings });
    await ownerCall(request, token, 'PUT', '/navigation/main', asInput(main!));
    await ownerCall(request, token, 'PUT', '/navigation/footer', asInput(footer!));
  };
}

/** A shopper's own browser: no owner cookie; consent given unless the spec is about the notice. */
async function shopperPage(browser: Browser, baseURL: string, consent: '1' | null = '1'): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  if (consent) await context.addCookies([{ name: 'epCookieConsent', value: consent, url: baseURL }]);
  return context.newPage();
}

// Each journey opens the workspace, a shopper or two and often a second tab of the owner's.
test.beforeEach(() => test.slow());

/** Opens one of the sidebar's site modules by its button; answers the module's region. */
async function openModule(page: Page, name: SiteModule): Promise<Locator> {
  const editor = editorSidebar(page);
  await editor.getByRole('group', { name: 'Site' }).getByRole('button', { name, exact: true }).click();
  const heading = editor.getByRole('heading', { name, exact: true, level: 2 });
  await expect(heading).toBeVisible();
  return editor;
}

/**
 * "Publish site changes" in the editor bar, once the saved change has reached its list (the button is
 * disabled while nothing waits): the list shown, then published, and shoppers get every waiting change.
 */
async function publishSiteChanges(page: Page, expected: RegExp): Promise<void> {
  const open = page.getByRole('button', { name: 'Publish site changes' });
  await expect(open).toBeEnabled();
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Site changes waiting to be published' });
  await expect(dialog.getByRole('listitem').filter({ hasText: expected })).toBeVisible();
  await dialog.getByRole('button', { name: 'Publish site changes' }).click();
  await expect(page.getByText('Site changes published')).toBeVisible();
  await expect(open).toBeDisabled();
}

/**
 * Waits until a site module's own save status says "Saved" (a click starts the save at once, so an
 * earlier "Saved" is gone by then; saves made after a pause are waited for by what they change).
 */
const moduleSaved = (editor: Locator, module: SiteModule) =>
  expect(editor.getByRole('region', { name: module, exact: true }).getByRole('status').first()).toHaveText('Saved');

const primaryColour = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());
/** The primary colour the editor's canvas frame shows the page in. */
const canvasColour = (page: Page) => canvas(page).locator('html').evaluate((html) => getComputedStyle(html).getPropertyValue('--color-primary').trim());
/** The primary colour of a shopper's page, loaded afresh. */
async function shopperColour(shopper: Page): Promise<string> {
  await shopper.reload();
  return primaryColour(shopper);
}
const menuSlugs = (items: MenuItem[]) => items.map((item) => item.slug);

test('done when: an owner who has read nothing creates a landing page, puts it in the menu, changes the colours and the cookie notice, and a shopper sees all of it', async ({ ownerPage: page, ownerSignIn, request, browser, baseURL }) => {
  test.slow(); // A page built and published, a theme colour and the cookie notice, each checked as a shopper.
  const { token } = await ownerSignIn('demo');
  const restore = await keepShop(request, token);
  const activeStyleId = (await ownerCall<{ themeStyleId: string }>(request, token, 'GET', '/shop')).themeStyleId;
  const title = `Spring sale ${Date.now().toString(36)}`;
  const slug = title.toLowerCase().replace(/ /g, '-');
  try {
    await page.goto('/editor');
    // The editor opens on the page manager.
    let editor = editorSidebar(page);
    await expect(editor.getByRole('heading', { name: 'Pages', exact: true })).toBeVisible();
    await editor.getByRole('button', { name: 'Create page' }).click();
    const form = editor.getByRole('form', { name: 'Create page' });
    await form.getByLabel('Title').fill(title);
    await expect(form.getByLabel('Slug')).toHaveValue(slug);
    await form.getByRole('radio', { name: 'Main navigation' }).check();
    await form.getByLabel('Parent').selectOption({ label: 'Clothing' });
    await form.getByRole('button', { name: 'Save' }).click();

    // The new page opens in the page editor, empty: a text block, then Publish.
    await expect(page).toHaveURL(new RegExp(`/editor/i/${slug}$`));
    editor = editorSidebar(page);
    await editor.getByRole('button', { name: 'Add block' }).click();
    await editor.getByRole('button', { name: 'Text', exact: true }).click();
    await editor.getByRole('textbox', { name: 'Text', exact: true }).fill('Everything green is 20 % off.');
    await draftSaved(page);
    await editor.getByRole('button', { name: 'Publish' }).click();
    await expect(editor.getByRole('button', { name: 'Publish' })).toBeDisabled();
    await published(page);

    // The primary colour: the canvas shows it at once, before it is saved.
    await openModule(page, 'Theme');
    await editor.getByLabel('Primary colour (hex code)').fill('#aa3300');
    await expect.poll(() => canvasColour(page)).toBe('#aa3300');
    await expect.poll(async () => (await ownerCall<{ primaryColor?: string }>(request, token, 'GET', `/themeStyles/${activeStyleId}/settings?draft=true`)).primaryColor).toBe('#aa3300');

    // The cookie notice off.
    await openModule(page, 'Shop settings');
    const notice = editor.getByRole('region', { name: 'Cookie notice' });
    await notice.getByRole('checkbox', { name: 'Active' }).uncheck();
    await moduleSaved(editor, 'Shop settings');
    // Shoppers see neither until the site changes are published, together.
    expect((await ownerCall<{ primaryColor?: string }>(request, token, 'GET', `/themeStyles/${activeStyleId}/settings`)).primaryColor).not.toBe('#aa3300');
    await publishSiteChanges(page, /Cookie notice/i);

    // A shopper who has not chosen about cookies: no notice, the new colour, the page in the menu under Clothing.
    const shopper = await shopperPage(browser, baseURL!, null);
    await shopper.goto('/');
    await expect(shopper.locator('main')).toBeVisible();
    await expect(shopper.getByRole('dialog')).toHaveCount(0);
    expect(await primaryColour(shopper)).toBe('#aa3300');
    await shopper.getByRole('button', { name: 'Show pages under Clothing' }).click();
    await expect(shopper.getByRole('navigation').getByRole('link', { name: title })).toHaveAttribute('href', `/i/${slug}`);
    await shopper.goto(`/i/${slug}`);
    await expect(shopper.getByText('Everything green is 20 % off.')).toBeVisible();

    // The notice back on: the shopper is asked again.
    await notice.getByRole('checkbox', { name: 'Active' }).check();
    await moduleSaved(editor, 'Shop settings');
    await publishSiteChanges(page, /Cookie notice/i);
    await shopper.reload();
    await expect(shopper.getByRole('dialog')).toBeVisible();
    await shopper.context().close();
  } finally {
    await request.delete(`/api/v2/pages/${slug}?shop=demo`, { headers: { authorization: `Bearer ${token}` } });
    await restore();
  }
});

test('pages: a page\'s new title and slug wait for its Publish, then go live together with its blocks', async ({ ownerPage: page, ownerSignIn, request, browser, baseURL }) => {
  const { token } = await ownerSignIn('demo');
  const { slug } = await createBlankPage(request, token, 'renamed', { version: 1, blocks: [{ _id: 'b-1', type: 'text', data: { content: '<p>Old words</p>' } }] });
  const newSlug = `${slug}-new`;
  const shopper = await shopperPage(browser, baseURL!);
  try {
    // Blocks and settings changed in the editor: both wait in the draft.
    let editor = await openPageBlocks(page, `/editor/i/${slug}`);
    await editor.getByRole('button', { name: 'Text: Old words', exact: true }).click();
    await editor.getByRole('textbox', { name: 'Text', exact: true }).fill('New words');
    await draftSaved(page);
    const pages = await openModule(page, 'Pages');
    await pages.getByRole('button', { name: 'Settings: Editor renamed' }).click();
    const settings = pages.getByRole('form', { name: 'Settings: Editor renamed' });
    await expect(settings.getByText('go live when you publish the page')).toBeVisible();
    await settings.getByLabel('Title', { exact: true }).fill('Editor renamed, live');
    await settings.getByLabel('Slug').fill(newSlug);
    await settings.getByRole('button', { name: 'Save' }).click();
    await expect(pages.getByRole('region', { name: 'Other pages' }).getByRole('listitem').filter({ hasText: 'Editor renamed' })).toContainText('Changes to publish');
    await expect(page).toHaveURL(new RegExp(`/editor/i/${slug}$`));
    // The canvas shows the page as it will go live.
    await expect(canvas(page).getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Editor renamed, live');

    // A shopper sees neither yet.
    await shopper.goto(`/i/${slug}`);
    await expect(shopper.getByRole('heading', { level: 1 })).toHaveText('Editor renamed');
    await expect(shopper.getByText('Old words')).toBeVisible();

    // Publish: the editor follows the page to its new address; the shopper finds title, slug and blocks there.
    editor = editorSidebar(page);
    await editor.getByRole('button', { name: 'Publish' }).click();
    await expect(page).toHaveURL(new RegExp(`/editor/i/${newSlug}$`));
    await expect(editor.getByRole('button', { name: 'Publish' })).toBeDisabled();
    // The status at the new address still says what went live.
    await published(page);
    await shopper.goto(`/i/${newSlug}`);
    await expect(shopper.getByRole('heading', { level: 1 })).toHaveText('Editor renamed, live');
    await expect(shopper.getByText('New words')).toBeVisible();
    // The former address leads there for good (308): old links and search results keep working.
    await shopper.goto(`/i/${slug}`);
    await expect(shopper).toHaveURL(new RegExp(`/i/${newSlug}$`));
    await expect(shopper.getByRole('heading', { level: 1 })).toHaveText('Editor renamed, live');
  } finally {
    await shopper.context().close();
    for (const gone of [slug, newSlug]) await request.delete(`/api/v2/pages/${gone}?shop=demo`, { headers: { authorization: `Bearer ${token}` } });
  }
});

test('pages: a page moves to the footer, is duplicated, and deleted with its child lifted up a level', async ({ ownerPage: page, ownerSignIn, request, browser, baseURL }) => {
  const { token } = await ownerSignIn('demo');
  const restore = await keepShop(request, token);
  const stamp = Date.now().toString(36);
  const parent = await createBlankPage(request, token, `parent-${stamp}`, { version: 1, blocks: [] });
  const child = `child-${stamp}`;
  try {
    // The parent in the main menu, a child under it.
    await ownerCall(request, token, 'PATCH', `/pages/${parent.slug}`, { navigation: 'main' });
    await ownerCall(request, token, 'PUT', `/pages/${child}`, { title: `Child ${stamp}`, type: 'blank', navigation: 'main', pageParentSlug: parent.slug });
    await page.goto(`/editor/i/${parent.slug}`);
    const editor = editorSidebar(page);
    const pages = editor.getByRole('region', { name: 'Pages', exact: true });
    const main = pages.getByRole('region', { name: 'Main navigation' });
    await expect(main.getByRole('button', { name: `Settings: Child ${stamp}` })).toBeVisible();

    // Duplicated under a new title and slug: the copy is among the other pages.
    await pages.getByRole('button', { name: `Duplicate: Editor parent-${stamp}` }).click();
    const copy = pages.getByRole('form', { name: `Duplicate: Editor parent-${stamp}` });
    await expect(copy.getByLabel('Title')).toHaveValue(`Editor parent-${stamp} (copy)`);
    await copy.getByLabel('Slug').fill(`copy-${stamp}`);
    await copy.getByRole('button', { name: 'Duplicate' }).click();
    await expect(pages.getByRole('region', { name: 'Other pages' }).getByRole('link', { name: `Open: Editor parent-${stamp} (copy)` })).toBeVisible();

    // A slug that is taken is refused at the field, and the form keeps what was typed.
    await pages.getByRole('button', { name: `Settings: Editor parent-${stamp} (copy)` }).click();
    const settings = pages.getByRole('form', { name: `Settings: Editor parent-${stamp} (copy)` });
    await settings.getByLabel('Slug').fill(parent.slug);
    await settings.getByLabel('Title tag').fill('A copy, kept');
    await settings.getByRole('button', { name: 'Save' }).click();
    await expect(settings.getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true');
    await expect(settings.getByLabel('Slug')).toHaveAccessibleDescription('This slug is already taken. Choose another one.');
    await expect(settings.getByLabel('Title tag')).toHaveValue('A copy, kept');
    await settings.getByRole('button', { name: 'Cancel' }).click();

    // Deleted after a question: its child moves up to the top level.
    await main.getByRole('button', { name: `Delete: Editor parent-${stamp}` }).click();
    const question = page.getByRole('dialog');
    await expect(question).toContainText('Pages below it in the main navigation move up one level');
    await question.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/editor\/?$/);
    const menu = await ownerCall<MenuItem[]>(request, token, 'GET', '/navigation/main?draft=true');
    expect(menuSlugs(menu)).toContain(child);
    expect(menuSlugs(menu)).not.toContain(parent.slug);

    // The child to the footer through its settings: shoppers find it there.
    const childSettings = await openModule(page, 'Pages');
    await childSettings.getByRole('button', { name: `Settings: Child ${stamp}` }).click();
    const form = childSettings.getByRole('form', { name: `Settings: Child ${stamp}` });
    await form.getByRole('radio', { name: 'Footer' }).check();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(childSettings.getByRole('region', { name: 'Footer', exact: true }).getByRole('link', { name: `Open: Child ${stamp}` })).toBeVisible();
    const shopper = await shopperPage(browser, baseURL!);
    await shopper.goto('/');
    await expect(shopper.getByRole('contentinfo').getByRole('link', { name: `Child ${stamp}` })).toHaveAttribute('href', `/i/${child}`);
    await shopper.context().close();
  } finally {
    for (const slug of [parent.slug, child, `copy-${stamp}`]) await request.delete(`/api/v2/pages/${slug}?shop=demo`, { headers: { authorization: `Bearer ${token}` } });
    await restore();
  }
});

test('navigation: an entry dragged a level deeper, moves by keyboard, and a failed save put back as it was', async ({ ownerPage: page, ownerSignIn, request }) => {
  const { token } = await ownerSignIn('demo');
  const restore = await keepShop(request, token);
  try {
    await page.goto('/editor');
    const editor = await openModule(page, 'Navigation');
    const main = editor.getByRole('region', { name: 'Main navigation' });
    const before = await ownerCall<MenuItem[]>(request, token, 'GET', '/navigation/main?draft=true');
    const [first, second] = [before.at(-2)!, before.at(-1)!];

    // Dragged right under the entry above it: the menu keeps it one level deeper.
    const handle = main.getByRole('button', { name: `Drag: ${second.title}`, exact: true });
    await handle.scrollIntoViewIfNeeded();
    const box = (await handle.boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 8, y, { steps: 2 });
    await page.mouse.move(x + 40, y, { steps: 8 });
    await expect(page.locator('[id^="DndLiveRegion"]')).toContainText(`${second.title} will go into Main navigation, level 2`);
    await page.mouse.up();
    await moduleSaved(editor, 'Navigation');
    await expect.poll(async () => {
      const menu = await ownerCall<MenuItem[]>(request, token, 'GET', '/navigation/main?draft=true');
      return menu.find((item) => item.slug === first.slug)?.children.map((item) => item.slug);
    }).toContain(second.slug);

    // By keyboard, out again.
    await main.getByRole('button', { name: `Move out: ${second.title}` }).click();
    await moduleSaved(editor, 'Navigation');
    await expect.poll(async () => menuSlugs(await ownerCall<MenuItem[]>(request, token, 'GET', '/navigation/main?draft=true'))).toEqual(menuSlugs(before));

    // The server refuses the next save: the tree goes back and the owner is told.
    await page.route('**/api/v2/navigation/main**', (route) => (route.request().method() === 'PUT'
      ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Service unavailable' }) })
      : route.continue()));
    await main.getByRole('button', { name: `Move up: ${second.title}` }).click();
    await expect(editor.getByText('The navigation could not be saved and was restored.')).toBeVisible();
    await expect(main.getByRole('button', { name: /^Drag: / }).last()).toHaveAccessibleName(`Drag: ${second.title}`);
    expect(menuSlugs(await ownerCall<MenuItem[]>(request, token, 'GET', '/navigation/main?draft=true'))).toEqual(menuSlugs(before));
  } finally {
    await page.unrouteAll();
    await restore();
  }
});

test('category and legal content: a category slug changed keeps old links, the privacy page edited', async ({ ownerPage: page, ownerSignIn, request, browser, baseURL }) => {
  const { token } = await ownerSignIn('demo');
  const restore = await keepShop(request, token);
  const menu = await ownerCall<MenuItem[]>(request, token, 'GET', '/navigation/main?draft=true');
  // A department the other specs do not visit by its slug.
  const category = menu.find((item) => item.type === 'category' && !Object.values(DEMO.categories).some((slugs) => slugs.en === item.slug))!;
  const newSlug = `${category.slug}-new`;
  try {
    await page.goto('/editor');
    const editor = editorSidebar(page);
    await editor.getByRole('button', { name: `Settings: ${category.title}`, exact: true }).click();
    const form = editor.getByRole('form', { name: `Settings: ${category.title}` });
    await form.getByLabel('Slug').fill(newSlug);
    await form.getByRole('button', { name: 'Save' }).click();
    await moduleSaved(editor, 'Pages');

    const shopper = await shopperPage(browser, baseURL!);
    const response = await shopper.goto(`/c/${category.slug}`);
    expect(response!.status()).toBe(200);
    await expect(shopper).toHaveURL(new RegExp(`/c/${newSlug}$`));
    await expect(shopper.getByRole('heading', { level: 1 })).toHaveText(category.title);

    // The privacy page: a sentence added in the page editor, published.
    await editor.getByRole('region', { name: 'Legal pages' }).getByRole('link', { name: /^Open: Privacy/ }).click();
    await expect(page).toHaveURL(/\/editor\/l\/privacy$/);
    const blocks = await openPageBlocks(page, '/editor/l/privacy');
    await blocks.getByRole('button', { name: 'Add block' }).click();
    await blocks.getByRole('button', { name: 'Text', exact: true }).click();
    await blocks.getByRole('textbox', { name: 'Text', exact: true }).fill('We keep your data for ten years.');
    await draftSaved(page);
    await blocks.getByRole('button', { name: 'Publish' }).click();
    // Off while Publish asks the checks and sends; "Published" once it went live.
    await expect(blocks.getByRole('button', { name: 'Publish' })).toBeDisabled();
    await published(page);
    await shopper.goto('/l/privacy');
    await expect(shopper.getByText('We keep your data for ten years.')).toBeVisible();
    // Taken out again, for the specs that read the privacy page.
    await blocks.getByRole('button', { name: 'Layers', exact: true }).click();
    await blocks.getByRole('button', { name: 'Delete block: Text: We keep your data for ten years.' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await draftSaved(page);
    await blocks.getByRole('button', { name: 'Publish' }).click();
    await expect(blocks.getByRole('button', { name: 'Publish' })).toBeDisabled();
    await shopper.context().close();
  } finally {
    await ownerCall(request, token, 'PATCH', `/categories/${category.categoryId}`, { slug: category.slug });
    await restore();
  }
});

test('two tabs of the owner: a change in another section goes through, one of the same section or menus is the first tab\'s, the second told', async ({ ownerPage: first, ownerSignIn, request }) => {
  const { token } = await ownerSignIn('demo');
  const restore = await keepShop(request, token);
  const second = await first.context().newPage();
  try {
    // Both tabs open the shop settings before either saves.
    const [one, two] = await Promise.all([first, second].map(async (tab) => {
      await tab.goto('/editor');
      return openModule(tab, 'Shop settings');
    })) as [Locator, Locator];
    await one.getByRole('region', { name: 'Cookie notice' }).getByRole('checkbox', { name: 'Active' }).uncheck();
    await moduleSaved(one, 'Shop settings');
    // Another section from the second tab: taken on the new version, the first tab's change kept.
    const point = two.getByRole('region', { name: 'Selling points' }).getByRole('checkbox').first();
    const wasActive = await point.isChecked();
    await point.setChecked(!wasActive);
    await moduleSaved(two, 'Shop settings');
    await expect(two.getByText('Someone else changed this in the meantime.', { exact: false })).toHaveCount(0);
    const both = await ownerCall<{ userSettings: { cookieNotice: { active: boolean }; headerUsps: { active: boolean }[] } }>(request, token, 'GET', '/shop?draft=true');
    expect([both.userSettings.cookieNotice.active, both.userSettings.headerUsps[0]!.active]).toEqual([false, !wasActive]);

    // The same section from both: the first tab's title stays, the second tab is told and shown it.
    const details = (module: Locator) => module.getByRole('region', { name: 'Shop details' });
    await details(one).getByRole('textbox', { name: 'Shop title' }).fill('Corner Shop, first tab');
    await details(one).getByRole('button', { name: 'Save' }).click();
    await moduleSaved(one, 'Shop settings');
    await details(two).getByRole('textbox', { name: 'Shop title' }).fill('Corner Shop, second tab');
    await details(two).getByRole('button', { name: 'Save' }).click();
    await expect(details(two).getByRole('alert')).toContainText('Someone else changed this in the meantime.');
    await expect(details(two).getByRole('textbox', { name: 'Shop title' })).toHaveValue('Corner Shop, first tab');
    expect((await ownerCall<{ title: string }>(request, token, 'GET', '/shop?draft=true')).title).toBe('Corner Shop, first tab');

    // The menus: both open, the first moves an entry, the second's move is refused and it shows the first's menus.
    const [navOne, navTwo] = await Promise.all([first, second].map((tab) => openModule(tab, 'Navigation'))) as [Locator, Locator];
    const before = await ownerCall<MenuItem[]>(request, token, 'GET', '/navigation/main?draft=true');
    // The last entry up (the first would change the home page, which every open editor then renders anew).
    const last = before.at(-1)!.title;
    await navOne.getByRole('region', { name: 'Main navigation' }).getByRole('button', { name: `Move up: ${last}`, exact: true }).click();
    await moduleSaved(navOne, 'Navigation');
    const moved = menuSlugs(await ownerCall<MenuItem[]>(request, token, 'GET', '/navigation/main?draft=true'));
    expect(moved).not.toEqual(menuSlugs(before));
    const footer = navTwo.getByRole('region', { name: 'Footer' });
    await footer.getByRole('button', { name: /^Move down: / }).first().click();
    await expect(navTwo.getByText('Someone else changed the menus in the meantime.', { exact: false })).toBeVisible();
    await expect(navTwo.getByRole('region', { name: 'Main navigation' }).getByRole('button', { name: /^Drag: / }).last())
      .not.toHaveAccessibleName(`Drag: ${last}`, { timeout: 10_000 });
    expect(menuSlugs(await ownerCall<MenuItem[]>(request, token, 'GET', '/navigation/main?draft=true'))).toEqual(moved);
  } finally {
    await second.close();
    await restore();
  }
});

test('shop settings: a header selling point added, then removed', async ({ ownerPage: page, ownerSignIn, request, browser, baseURL }) => {
  const { token } = await ownerSignIn('demo');
  const restore = await keepShop(request, token);
  try {
    await page.goto('/editor');
    const editor = await openModule(page, 'Shop settings');
    const points = editor.getByRole('region', { name: 'Selling points' });
    const count = await points.getByRole('textbox').count();
    await points.getByRole('button', { name: 'Add selling point' }).click();
    await points.getByRole('textbox', { name: `Selling point ${count + 1}`, exact: true }).fill('Wrapped as a gift for free');
    await points.getByRole('button', { name: 'Save' }).click();
    await moduleSaved(editor, 'Shop settings');
    await publishSiteChanges(page, /Selling points/i);
    const shopper = await shopperPage(browser, baseURL!);
    await shopper.goto('/');
    await expect(shopper.getByRole('banner').getByText('Wrapped as a gift for free')).toBeVisible();
    // German shoppers read the seeded points in German, and the English text of the new point, unmarked.
    await shopper.goto('/de');
    const germanPoints = shopper.getByRole('list', { name: 'Unsere Versprechen' }).first();
    await expect(germanPoints.getByText('Kostenloser Versand ab 50 EUR', { exact: true })).toBeVisible();
    await expect(germanPoints.getByText('Wrapped as a gift for free', { exact: true })).toBeVisible();
    await expect(shopper.locator('body')).not.toContainText('nicht übersetzt');
    await shopper.context().close();
    // The owner editing the German pages sees the point is not translated yet.
    await page.goto('/editor/de');
    await expect(canvas(page).getByRole('list', { name: 'Unsere Versprechen' }).first().getByText('Wrapped as a gift for free (nicht übersetzt)')).toBeVisible();
  } finally {
    await restore();
  }
});

test('shop settings: the cookie notice\'s French title changed in the French editor, the other languages keeping theirs', async ({ ownerPage: page, ownerSignIn, request, browser, baseURL }) => {
  const { token } = await ownerSignIn('demo');
  const restore = await keepShop(request, token);
  try {
    // The owner works in English on the French texts (the address's language would be the editor's otherwise).
    await page.context().addCookies([{ name: EDITOR_LANGUAGE_COOKIE, value: 'en', url: baseURL! }]);
    await page.goto('/editor/fr');
    const editor = await openModule(page, 'Shop settings');
    const notice = editor.getByRole('region', { name: 'Cookie notice' });
    await expect(notice).toContainText('Texts in Français.');
    const title = notice.getByRole('textbox', { name: 'Title' });
    await expect(title).toHaveValue('Nous utilisons des cookies');
    await title.fill('Cookies, oui ou non ?');
    await notice.getByRole('button', { name: 'Save' }).click();
    await moduleSaved(editor, 'Shop settings');
    await publishSiteChanges(page, /Cookie notice/i);

    const shopper = await shopperPage(browser, baseURL!, null);
    for (const [path, name] of [['/fr/l/privacy', 'Cookies, oui ou non ?'], ['/de/l/privacy', 'Wir verwenden Cookies'], ['/l/privacy', 'We use cookies']] as const) {
      await shopper.goto(path);
      await expect(shopper.getByRole('dialog', { name })).toBeVisible();
    }
    await shopper.context().close();
  } finally {
    await restore();
  }
});

test('theme: another style previewed (checkout disabled), activated, its colour changed and reset to defaults', async ({ ownerPage: page, ownerSignIn, request, browser, baseURL }) => {
  test.slow(); // Three storefront views and four saves.
  const { token } = await ownerSignIn('demo');
  const restore = await keepShop(request, token);
  try {
    await page.goto('/editor');
    const editor = await openModule(page, 'Theme');
    const midnight = editor.getByRole('group', { name: 'Midnight' });

    // The preview opens the storefront in a new tab in that style; checkout waits for a real visit.
    const [preview] = await Promise.all([page.context().waitForEvent('page'), midnight.getByRole('link', { name: /Preview/ }).click()]);
    await expect(preview.getByRole('status').filter({ hasText: 'Midnight' })).toBeVisible();
    await expect.poll(() => primaryColour(preview)).toBe('#7aa7e0');
    await addToCart(preview);
    await preview.goto(`/cart${new URL(preview.url()).search}`);
    await expect(preview.getByRole('button', { name: 'Proceed to checkout' })).toBeDisabled();
    await preview.close();

    // Activated: shoppers get it.
    await midnight.getByRole('button', { name: 'Activate' }).click();
    await expect(midnight.getByText('Active', { exact: true })).toBeVisible();
    await publishSiteChanges(page, /Active theme style: Midnight/);
    const shopper = await shopperPage(browser, baseURL!);
    await shopper.goto('/');
    expect(await primaryColour(shopper)).toBe('#7aa7e0');

    // Its primary colour changed, then the theme's defaults back.
    const primary = editor.getByLabel('Primary colour (hex code)');
    await expect(primary).toHaveValue('#7aa7e0');
    await primary.fill('#005f73');
    // Saved a moment after the last keystroke, published: the shopper's next page has it.
    await publishSiteChanges(page, /Theme style Midnight/);
    await expect.poll(() => shopperColour(shopper)).toBe('#005f73');
    await editor.getByRole('button', { name: 'Reset to defaults' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reset' }).click();
    await expect(primary).toHaveValue('#7aa7e0');
    await publishSiteChanges(page, /Theme style Midnight/);
    await expect.poll(() => shopperColour(shopper)).toBe('#7aa7e0');
    await shopper.context().close();
  } finally {
    await restore();
  }
});

test('axe finds no violations in the site modules, and each opens and is used by keyboard', async ({ ownerPage: page }) => {
  await page.goto('/editor');
  const editor = editorSidebar(page);
  for (const name of ['Pages', 'Navigation', 'Shop settings', 'Theme'] as const) {
    const button = editor.getByRole('group', { name: 'Site' }).getByRole('button', { name, exact: true });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(editor.getByRole('heading', { name, exact: true, level: 2 })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).include('#editor-panel').analyze();
    expect({ name, violations: violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`) }).toEqual({ name, violations: [] });
  }
  // The create form by keyboard alone: opened, typed into, closed with Escape, the focus back on its button.
  await editor.getByRole('group', { name: 'Site' }).getByRole('button', { name: 'Pages', exact: true }).click();
  const create = editor.getByRole('button', { name: 'Create page' });
  await create.focus();
  await page.keyboard.press('Enter');
  await expect(editor.getByRole('form', { name: 'Create page' }).getByLabel('Title')).toBeFocused();
  await page.keyboard.type('By keyboard');
  await expect(editor.getByLabel('Slug')).toHaveValue('by-keyboard');
  await page.keyboard.press('Escape');
  await expect(create).toBeFocused();
});
