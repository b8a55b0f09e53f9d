import { eq } from 'drizzle-orm';
import type { Storefront } from '@/app/[shop]/[mode]/[locale]/_lib/storefront';
import type { DatabaseHandle } from '@/lib/db/client';
import { themeStyles } from '@/lib/db/schema';
import { DEMO } from '@/lib/db/seed/demo';
import { THEMES } from '@/lib/db/seed/theme-data';
import { findShopBySlug } from '@/lib/server/shop/get-shop';
import type { Shop } from '@/lib/server/shop/types';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { loadThemeModule } from '../theme';

let handle: DatabaseHandle;
let shop: Shop;
beforeAll(async () => {
  handle = await createSeededTestDatabase({ products: 4 });
  shop = (await findShopBySlug(DEMO.shops.demo.slug))!;
});
afterAll(() => handle.close());

const storefront = (locale: string): Storefront => ({
  shop, mode: 'editor', locale, links: { editor: true, locale, defaultLocale: shop.defaultLocale },
});
const [aurora] = THEMES;
const daylight = aurora!.styles.find((style) => style.name === 'daylight')!;

describe('loadThemeModule', () => {
  it('hands over every theme and style with its values, and the active style with its schema, settings, defaults and meta', async () => {
    const props = await loadThemeModule(storefront('en'), 'en');
    expect(props.shop).toBe(DEMO.shops.demo.slug);
    expect(props.labels.text.lowContrast).toBe('Low contrast with the text colour ({ratio}:1; at least 4.5:1 is needed)');
    expect(props.themes.map((theme) => [theme.title, theme.styles.map((style) => [style.title, style.isActive])])).toEqual([
      ['Aurora', [['Daylight', true], ['Midnight', false]]],
      ['Meridian', [['Forest', false], ['Sand', false]]],
    ]);
    expect(props.themes[0]!.schema).toEqual(aurora!.settingsSchema);
    expect(props.themes[0]!.styles[1]!.settings).toEqual(aurora!.styles.find((style) => style.name === 'midnight')!.settings);
    expect(props.active).toEqual({
      themeId: props.themes[0]!.themeId, themeTitle: 'Aurora', themeStyleId: props.themes[0]!.styles[0]!.themeStyleId,
      name: 'daylight', title: 'Daylight', schema: aurora!.settingsSchema, settings: daylight.settings, defaults: daylight.settings,
      contentImageWidth: 1200, version: 0,
    });
  });

  it('opens the preview in the storefront language the owner edits, texts in the owner\'s language', async () => {
    expect((await loadThemeModule(storefront('en'), 'de')).storefrontHref).toBe(`/?shop=${DEMO.shops.demo.slug}`);
    const german = await loadThemeModule(storefront('de'), 'de');
    expect(german.storefrontHref).toBe(`/de?shop=${DEMO.shops.demo.slug}`);
    expect(german.labels).toMatchObject({ language: 'de', text: { saved: 'Gespeichert' } });
  });

  it('gives the form only values that fit the schema', async () => {
    const id = (await loadThemeModule(storefront('en'), 'en')).active!.themeStyleId;
    await handle.db.update(themeStyles).set({ settings: { ...daylight.settings, primaryColor: 'red;}', retired: 1 } }).where(eq(themeStyles.id, id));
    const { active } = await loadThemeModule(storefront('en'), 'en');
    expect(active!.settings).toEqual(Object.fromEntries(Object.entries(daylight.settings).filter(([key]) => key !== 'primaryColor')));
  });
});
