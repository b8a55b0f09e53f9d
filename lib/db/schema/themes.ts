import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import type { ThemeSettings, ThemeSettingsSchema, ThemeStyleMeta } from '@/lib/schemas/theme';
import { id, timestamps } from './columns';
import { shops } from './shops';

/** A theme is shared by all shops: its name, version and the schema its styles' settings follow. */
export const themes = pgTable('themes', {
  id: id(),
  name: text('name').notNull(),
  version: text('version').notNull(),
  title: text('title').notNull(),
  settingsSchema: jsonb('settings_schema').$type<ThemeSettingsSchema>().notNull(),
  ...timestamps(),
}, (t) => [unique('themes_name_version_key').on(t.name, t.version)]);

/** A shop's copy of one style of a theme, with the settings the owner tuned. */
export const themeStyles = pgTable('theme_styles', {
  id: id(),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  themeId: uuid('theme_id').notNull().references(() => themes.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  title: text('title').notNull(),
  settings: jsonb('settings').$type<ThemeSettings>().notNull().default(sql`'{}'::jsonb`),
  defaultSettings: jsonb('default_settings').$type<ThemeSettings>().notNull().default(sql`'{}'::jsonb`),
  meta: jsonb('meta').$type<ThemeStyleMeta>().notNull().default(sql`'{}'::jsonb`),
  ...timestamps(),
}, (t) => [
  unique('theme_styles_shop_theme_name_key').on(t.shopId, t.themeId, t.name),
  index('theme_styles_shop_idx').on(t.shopId),
]);
