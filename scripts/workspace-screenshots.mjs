import { chromium } from '@playwright/test';
// Takes the workspace screenshots of docs/editor.md from a running server: BASE (default http://localhost:3000),
// TOKEN an owner's bearer token (POST /api/v2/auth/sign-in). Usage: node scripts/workspace-screenshots.mjs PATH WIDTH OUT.png
const base = process.env.BASE ?? 'http://localhost:3000';
const [path, widthArg, out] = process.argv.slice(2);
const width = Number(widthArg);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const context = await browser.newContext({ viewport: { width, height: width >= 1440 ? 900 : 768 } });
await context.addInitScript(() => window.localStorage.setItem('vitrine:editor-tour', 'seen'));
const page = await context.newPage();
page.on('pageerror', (e) => console.log('pageerror:', e.message));
page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text().slice(0, 200)); });
await page.goto(`${base}${path}?token=${process.env.TOKEN}`);
const frame = page.frameLocator('iframe[name="canvas"]');
await frame.locator('[data-block-id]').first().waitFor();
if (width < 1440) await page.getByRole('button', { name: 'Collapse panel' }).click();
else await page.getByRole('group', { name: 'This page' }).getByRole('button', { name: 'Layers' }).click();
const block = frame.locator('[data-block-id]').nth(1);
await block.scrollIntoViewIfNeeded();
await block.click();
await page.getByRole('region', { name: 'Block settings' }).getByRole('heading').first().waitFor();
// Lazy pictures of the canvas load as they come into view: wait for them.
await page.waitForLoadState('networkidle');
await page.screenshot({ path: out });
console.log('frame width', await frame.locator('html').evaluate((h) => h.clientWidth));
await browser.close();
