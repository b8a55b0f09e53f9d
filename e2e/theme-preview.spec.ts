// Theme preview previews (issue 13, spec section 6): with `previewTheme` and `themeStyle` in the address, every
// page of the preview looks like the previewed style, after a client navigation too, while shoppers keep
// seeing the active style.
import type { Page } from '@playwright/test';
import { DEMO } from '@/lib/db/seed/demo';
import { THEMES } from '@/lib/db/seed/theme-data';
import { expect, test } from './fixtures';

/** `#rrggbb` as getComputedStyle writes a colour. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

interface Theme { themeId: string; name: string; styles: { themeStyleId: string; name: string; isActive: boolean }[] }

/** The colours a seeded style starts with. */
function seededColours(themeName: string, styleName: string) {
  const { settings } = THEMES.find((theme) => theme.name === themeName)!.styles.find((style) => style.name === styleName)!;
  return { primary: String(settings.primaryColor), background: rgb(String(settings.backgroundColor)) };
}

/** The colours the page's stylesheet gives it, as the browser computes them. */
const colours = (page: Page) => page.evaluate(() => ({
  primary: getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
  background: getComputedStyle(document.body).backgroundColor,
}));


test('theme preview shows the previewed style on three pages and after a client navigation, and only there', async ({ page, request, browser, baseURL }) => {
  const themes = (await (await request.get(`/api/v2/themes?shop=${DEMO.shops.demo.slug}`)).json()) as Theme[];
  const meridian = themes.find((theme) => theme.name === 'meridian')!;
  const style = meridian.styles.find((candidate) => candidate.name === 'forest')!;
  expect(style.isActive, 'the previewed style is not the active one').toBe(false);
  const query = `previewTheme=${meridian.themeId}&themeStyle=${style.themeStyleId}`;
  const previewed = seededColours('meridian', 'forest');

  for (const path of ['/', `/c/${DEMO.categories.clothing.en}`, `/p/${DEMO.products.mug.slug.en}`]) {
    await page.goto(`${path}?${query}`);
    await expect(page.getByRole('status').filter({ hasText: 'Preview' }).first()).toBeVisible();
    await expect.poll(() => colours(page), `colours of ${path} in the preview`).toEqual(previewed);
  }

  // A client navigation keeps the address's parameters, and with them the previewed style.
  await page.getByRole('banner').getByRole('link', { name: 'Clothing', exact: true }).first().click();
  // (Preview links name categories by id, which never changes while an owner renames them.)
  await expect(page).toHaveURL(new RegExp(`/c/[^?]+\\?.*previewTheme=${meridian.themeId}&themeStyle=${style.themeStyleId}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Clothing' })).toBeVisible();
  await expect.poll(() => colours(page)).toEqual(previewed);

  // Shoppers still see the active style, on the same cached page.
  const shopper = await browser.newPage({ baseURL });
  try {
    await shopper.goto(`/c/${DEMO.categories.clothing.en}`);
    await expect.poll(() => colours(shopper)).toEqual(seededColours('aurora', 'daylight'));
  } finally {
    await shopper.close();
  }
});
