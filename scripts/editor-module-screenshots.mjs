import { chromium } from '@playwright/test';
// Takes the screenshots of docs/editor.md's modules from a running server with the demo seed: the Missing
// translations module for the page and the whole shop (the page in Italian, whose texts are still English),
// the Compare view of a revision and the Checks panel, each at WIDTH. BASE (default http://localhost:3000),
// TOKEN an owner's bearer token (POST /api/v2/auth/sign-in). Before the first width it gives the stores
// page a revision and a draft to compare (PREPARE=1). Usage: node scripts/editor-module-screenshots.mjs WIDTH OUTDIR
const base = process.env.BASE ?? 'http://localhost:3000';
const token = process.env.TOKEN;
const [widthArg, outDir = 'docs/images'] = process.argv.slice(2);
const width = Number(widthArg);
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

async function call(method, path, body) {
  const response = await fetch(`${base}/api/v2${path}${path.includes('?') ? '&' : '?'}shop=demo`, { method, headers, body: body && JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The stores page published once with an opening-hours text, then that text changed in its draft: a revision to compare. */
async function prepareRevision() {
  const { id } = await call('GET', '/pages/our-stores');
  const state = await call('GET', `/documents/page/${id}`);
  const hours = { _id: 'shot-hours', type: 'text', data: { content: '<p>Open Monday to Friday, 9 to 18.</p>' } };
  const saved = await call('PUT', `/documents/page/${id}/draft`, { baseVersion: state.version, content: { version: 1, blocks: [...state.draft, hours] } });
  const published = await call('POST', `/documents/page/${id}/publish`, { baseVersion: saved.version });
  const changed = { ...hours, data: { content: '<p>Open Monday to Saturday, 9 to 19.</p>' } };
  await call('PUT', `/documents/page/${id}/draft`, { baseVersion: published.version, content: { version: 1, blocks: [...published.draft.filter((b) => b._id !== hours._id), changed] } });
}

if (process.env.PREPARE === '1') await prepareRevision();

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const context = await browser.newContext({ viewport: { width, height: width >= 1440 ? 900 : 768 } });
await context.addInitScript(() => window.localStorage.setItem('vitrine:editor-tour', 'seen'));
await context.addCookies([{ name: 'vitrine-editor-language', value: 'en', url: `${base}/editor/` }]);
const page = await context.newPage();
page.on('pageerror', (error) => console.log('pageerror:', error.message));
const editor = page.getByRole('main', { name: 'Page editor' });
const frame = page.frameLocator('iframe[name="canvas"]');

async function open(path) {
  await page.goto(`${base}${path}${path.includes('?') ? '&' : '?'}token=${token}`);
  await frame.locator('[data-block-id]').first().waitFor();
}
async function shoot(name) {
  // Lazy pictures of the canvas load as they come into view: wait for them.
  await page.waitForLoadState('networkidle');
  const path = `${outDir}/${name}-${width}.png`;
  await page.screenshot({ path });
  console.log('wrote', path);
}

// Missing translations: the stores page in Italian, this page, then the whole shop in Italian.
await open('/editor/it/i/our-stores');
await editor.getByRole('button', { name: 'Missing translations' }).click();
await editor.getByRole('region', { name: /^Missing in Italiano/ }).first().waitFor();
await shoot('missing-translations-page');
await editor.getByRole('radio', { name: 'Whole shop' }).check();
await editor.getByRole('combobox', { name: 'Language', exact: true }).selectOption('it');
await editor.getByRole('region', { name: /^Missing in Italiano/ }).first().waitFor();
await shoot('missing-translations-shop');

// Compare: the stores page's last revision with its draft.
await open('/editor/i/our-stores');
await editor.getByRole('button', { name: 'Revisions' }).click();
await editor.getByRole('button', { name: /^Compare revision \d+ with the draft$/ }).first().click();
await page.getByRole('dialog').waitFor();
await shoot('compare');
await page.keyboard.press('Escape');

// Checks: the same page's pre-publish checks.
await page.getByRole('button', { name: 'Checks', exact: true }).first().click();
const checks = editor.getByRole('region', { name: 'Checks' });
await checks.waitFor();
// The findings, not the panel while it still checks.
await checks.getByText('Checking the page…').waitFor({ state: 'detached' });
await shoot('checks');
await browser.close();
