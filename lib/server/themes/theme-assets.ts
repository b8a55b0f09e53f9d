import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { themeStyles, themes } from '@/lib/db/schema';
import { BLOCK_TYPES } from '@/components/blocks/definitions';
import { NotFoundError, ValidationError } from '@/lib/server/errors';
import type { Shop } from '@/lib/server/shop/types';
import { checkThemeSettings, usableSettings } from '@/lib/themes/settings-rules';
import { buildThemeCss } from '@/lib/themes/theme-css';
import { themeStylesheetHref } from '@/lib/themes/stylesheet-href';
import { findShopThemeStyleByName } from './theme-styles';

const STYLE_NAME = /^[A-Za-z0-9_-]{1,100}$/;
const NAME_AT_VERSION = /^([a-z0-9][a-z0-9-]{0,62})@([0-9A-Za-z.+-]{1,40})$/;
/** The screens a theme renders (spec section 2), which the editor offers templates for. */
const TEMPLATES = ['home', 'category', 'product', 'page', 'legal', 'cart', 'search', 'checkout', 'order', 'not-found'] as const;

function parseSettingsParam(raw: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ValidationError([{ path: 'query.settings', message: 'Expected URL-encoded JSON' }], 'Invalid theme settings');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new ValidationError([{ path: 'query.settings', message: 'Expected a JSON object' }], 'Invalid theme settings');
  }
  return parsed as Record<string, unknown>;
}

/**
 * The CSS of one of the shop's styles, addressed by the style's name. Preview settings in the
 * `settings` parameter override the stored ones and are checked exactly like a settings update.
 */
export async function themeStylesheet(shop: Shop, themeId: string, styleName: string, settingsParam?: string): Promise<string> {
  const style = STYLE_NAME.test(styleName) ? await findShopThemeStyleByName(shop, themeId, styleName) : null;
  if (!style) throw new NotFoundError('Stylesheet not found');
  const schema = style.theme.settingsSchema;
  const overrides = settingsParam ? checkThemeSettings(schema, parseSettingsParam(settingsParam), 'query.settings') : null;
  if (overrides && overrides.errors.length > 0) throw new ValidationError(overrides.errors, 'Invalid theme settings');
  return buildThemeCss(schema, { ...usableSettings(schema, style.settings), ...overrides?.settings });
}

/** JSON that stays inert wherever a script is placed, inline `<script>` included. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The templates script of a theme (`name@version`): its metadata and this shop's styles of it. */
export async function themeTemplatesScript(shop: Shop, themeNameAtVersion: string): Promise<string> {
  const match = NAME_AT_VERSION.exec(themeNameAtVersion.replace(/%40/gi, '@'));
  if (!match) throw new NotFoundError('Theme not found');
  const db = await getDb();
  const [theme] = await db.select().from(themes).where(and(eq(themes.name, match[1]!), eq(themes.version, match[2]!)));
  if (!theme) throw new NotFoundError('Theme not found');
  const styles = await db.select({ id: themeStyles.id, name: themeStyles.name, title: themeStyles.title }).from(themeStyles)
    .where(and(eq(themeStyles.shopId, shop.id), eq(themeStyles.themeId, theme.id)))
    .orderBy(asc(themeStyles.title));
  const metadata = {
    themeId: theme.id, name: theme.name, version: theme.version, title: theme.title,
    templates: TEMPLATES, blockTypes: BLOCK_TYPES, settings: theme.settingsSchema.settings,
    styles: styles.map((s) => ({ themeStyleId: s.id, name: s.name, title: s.title, stylesheetUrl: themeStylesheetHref(shop.slug, theme.id, s.name) })),
  };
  return `self.__VITRINE_THEME__ = ${scriptJson(metadata)};\n`;
}
