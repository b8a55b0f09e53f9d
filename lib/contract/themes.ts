import { z } from 'zod';
import { themeSettingsSchemaSchema, themeStyleMetaSchema, themeSettingsValuesSchema } from '@/lib/schemas/theme';
import { siteDraftQuerySchema, uuidParam } from './common';
import { defineEndpoint } from './endpoint';
import { STYLESHEET_URL_LIMIT } from './limits';


const themeSummarySchema = z.object({
  themeId: z.string(),
  name: z.string(),
  version: z.string(),
  title: z.string(),
  /** One of this theme's styles is the shop's active style. */
  isActive: z.boolean(),
  styles: z.array(z.object({
    themeStyleId: z.string(),
    name: z.string(),
    title: z.string(),
    isActive: z.boolean(),
    /** The style's stylesheet without preview settings. */
    stylesheetUrl: z.string(),
  })),
});

const styleParams = z.object({ id: uuidParam });
/**
 * Vitrine's own: the change waits in the site draft until "Publish site changes" (POST /site/publish).
 * The editor sends it; without it (the spec's clients) the change goes live at once.
 */
const siteDraftFlag = z.boolean().optional();
/** Settings as sent: each value is checked against the theme's settings schema by the service. */
const settingsInput = z.record(z.string().max(64), z.union([z.string().max(500), z.boolean(), z.number()]))
  .refine((settings) => Object.keys(settings).length <= 200, { message: 'At most 200 settings' });

const styleRead = (part: string, summary: string, response: z.ZodType) => defineEndpoint({
  method: 'GET', path: `/themeStyles/{id}/${part}`, tag: 'Themes', auth: 'public', openWhenClosed: true,
  summary, params: styleParams, response,
});

export const themeEndpoints = {
  listThemes: defineEndpoint({
    method: 'GET', path: '/themes', tag: 'Themes', auth: 'public', versioned: true,
    summary: "The themes the shop has styles of, with the styles and the active flags; the owner's read answers the version of which style is active as the ETag, and with draft=true shows the waiting choice.",
    query: siteDraftQuerySchema, response: z.array(themeSummarySchema),
  }),
  activateTheme: defineEndpoint({
    method: 'PUT', path: '/themes/active', tag: 'Themes', auth: 'owner', errors: [401, 403, 409, 422], versioned: true,
    summary: "Makes a style of a theme the shop's active style; answers the theme list (409 with the list when If-Match names a stale version).",
    body: z.object({ themeId: z.uuid(), themeStyleId: z.uuid(), draft: siteDraftFlag }),
    response: z.array(themeSummarySchema),
  }),
  getSettingsSchema: styleRead('settingsSchema', "The settings the style's theme offers (key, type, label, options).", themeSettingsSchemaSchema),
  getSettings: defineEndpoint({
    method: 'GET', path: '/themeStyles/{id}/settings', tag: 'Themes', auth: 'public', openWhenClosed: true, versioned: true,
    summary: "The style's current settings; the owner's read answers their version as the ETag, and with draft=true shows the waiting site changes.",
    params: styleParams, query: siteDraftQuerySchema, response: themeSettingsValuesSchema,
  }),
  getDefaultSettings: styleRead('defaultSettings', "The style's settings as the theme ships them.", themeSettingsValuesSchema),
  getMeta: styleRead('meta', 'Facts about the style, such as the recommended content image width.', themeStyleMetaSchema),
  updateSettings: defineEndpoint({
    method: 'PATCH', path: '/themeStyles/{id}/settings', tag: 'Themes', auth: 'owner', errors: [401, 403], versioned: true,
    summary: "Changes some of a style's settings; each value must fit the theme's settings schema.",
    params: styleParams,
    body: z.object({ settings: settingsInput, draft: siteDraftFlag }),
    response: themeSettingsValuesSchema,
  }),
  stylesheet: defineEndpoint({
    method: 'GET', path: '/themes/{themeId}/stylesheets/{styleName}.css', outsideApi: true, tag: 'Themes', auth: 'public', openWhenClosed: true,
    summary: "A style's CSS as custom properties and rules; `settings` (JSON) previews unsaved settings. Strong ETag, 304.",
    // The route's folder takes the whole last segment (`[styleFile]`: Next cannot put `.css` into a
    // segment name); the contract speaks of the style's name, as the spec's path does.
    params: z.object({ themeId: z.string().max(100), styleName: z.string().max(100).optional(), styleFile: z.string().max(130).optional() })
      .transform(({ themeId, styleName, styleFile }) => ({
        themeId, styleName: styleName ?? (styleFile?.endsWith('.css') ? styleFile.slice(0, -'.css'.length) : ''),
      })),
    query: z.object({ settings: z.string().max(STYLESHEET_URL_LIMIT).optional() }),
    response: z.string(),
  }),
  templatesScript: defineEndpoint({
    method: 'GET', path: '/themes/{themeNameAtVersion}/templates.js', tag: 'Themes', auth: 'public', openWhenClosed: true,
    summary: 'The theme\'s template metadata as a script setting `self.__VITRINE_THEME__` (e.g. aurora@1.0.0).',
    params: z.object({ themeNameAtVersion: z.string().max(140) }),
    response: z.string(),
  }),
  serviceWorker: defineEndpoint({
    method: 'GET', path: '/sw.js', outsideApi: true, tag: 'Themes', auth: 'public', openWhenClosed: true,
    summary: 'Service worker importing the scripts named by `url` (or `url[]`): same-origin https or relative only.',
    query: z.object({
      url: z.union([z.string().max(1000), z.array(z.string().max(1000)).max(10)]).optional(),
      'url[]': z.union([z.string().max(1000), z.array(z.string().max(1000)).max(10)]).optional(),
    }),
    response: z.string(),
  }),
};

export type ThemeSummaryPayload = z.infer<typeof themeSummarySchema>;
