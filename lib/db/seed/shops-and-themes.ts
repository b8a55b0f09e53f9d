import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { scriptTags, shopLocales, shops, themes, themeStyles } from '../schema';
import { DEMO, type DemoShopKey } from './demo';
import { seededShopAddress, type SeedAddressEnv } from './shop-address';
import type { Locale } from './locales';
import { THEMES } from './theme-data';
import { demoUserSettings } from './user-settings';

/** Theme ids by name. */
export type ThemeIds = Record<string, string>;

/** Themes are shared by all shops: inserted once, refreshed when the seed runs again. */
export async function seedThemes(db: Executor): Promise<ThemeIds> {
  const rows = await db.insert(themes)
    .values(THEMES.map(({ name, version, title, settingsSchema }) => ({ name, version, title, settingsSchema })))
    .onConflictDoUpdate({ target: [themes.name, themes.version], set: { title: sql`excluded.title`, settingsSchema: sql`excluded.settings_schema` } })
    .returning({ id: themes.id, name: themes.name });
  return Object.fromEntries(rows.map((row) => [row.name, row.id]));
}

export interface SeededShop { id: string; key: DemoShopKey; slug: string; title: string; currency: string; locales: readonly Locale[]; defaultLocale: Locale }

/**
 * A demo shop with its locales, a copy of every theme style, the active style and script tags, at the
 * address the environment gives it (PUBLIC_URL, SHOP_HOSTS: `seededShopAddress`).
 */
export async function seedShop(db: Executor, key: DemoShopKey, themeIds: ThemeIds, env: SeedAddressEnv = process.env): Promise<SeededShop> {
  const def = DEMO.shops[key];
  const id = randomUUID();
  await db.insert(shops).values({
    id, slug: def.slug, variant: def.variant, title: def.title, email: def.email, defaultLocale: def.defaultLocale,
    currency: def.currency, isClosed: def.isClosed, baseUrl: seededShopAddress(def.slug, env), resellerName: 'Vitrine',
    taxRateBasisPoints: def.taxRateBasisPoints, userSettings: demoUserSettings(def.locales),
  });
  await db.insert(shopLocales).values(def.locales.map((locale, position) => ({ shopId: id, locale, isVisible: true, position })));

  const styles = THEMES.flatMap((theme) => theme.styles.map((style) => ({
    id: randomUUID(), shopId: id, themeId: themeIds[theme.name]!, name: style.name, title: style.title,
    settings: style.settings, defaultSettings: style.settings, meta: { contentImageWidth: 1200, description: style.description },
  })));
  await db.insert(themeStyles).values(styles);
  const active = DEMO.activeStyles[key];
  const activeStyle = styles.find((s) => s.themeId === themeIds[active.theme] && s.name === active.style)!;
  await db.update(shops).set({ activeThemeStyleId: activeStyle.id }).where(eq(shops.id, id));

  if (key === 'demo') await db.insert(scriptTags).values({ shopId: id, type: 'NEWSLETTER', url: DEMO.newsletterScriptUrl });
  return { id, key, slug: def.slug, title: def.title, currency: def.currency, locales: def.locales, defaultLocale: def.defaultLocale };
}
