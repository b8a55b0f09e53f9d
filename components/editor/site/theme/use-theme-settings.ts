'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { shopApi } from '@/lib/api/browser';
import { apiRoutes } from '@/lib/api/routes';
import type { ThemeSettings } from '@/lib/schemas/theme';
import { checkThemeSettings } from '@/lib/themes/settings-rules';
import { themeStylesheetHref } from '@/lib/themes/stylesheet-href';
import { AUTOSAVE_DELAY_MS } from '../../use-autosave';
import type { SiteSave } from '../use-site-save';
import { showThemeStylesheet } from './live-stylesheet';
import type { SettingValues } from './theme-colours';
import type { ActiveThemeStyle } from './theme-types';

export interface ThemeSettingsEditor {
  /** The values as the owner typed or picked them. */
  values: SettingValues;
  /** Settings whose value the theme does not take: neither previewed nor saved until it does. */
  invalid: ReadonlySet<string>;
  change(key: string, value: string | boolean): void;
  resetToDefaults(): void;
}

/** The values of `settings` that differ from `saved`. */
const changesFrom = (saved: ThemeSettings, settings: ThemeSettings): ThemeSettings =>
  Object.fromEntries(Object.entries(settings).filter(([key, value]) => saved[key] !== value));

/**
 * The active style's settings while the owner edits them: every change restyles the page at once
 * (the stylesheet with the unsaved values) and is saved a moment after the last one (PATCH
 * /themeStyles/{id}/settings through the module's save), or at once when the module closes; a failed
 * save puts back the values saved before, on the page too.
 */
export function useThemeSettings(style: ActiveThemeStyle, shop: string, save: SiteSave): ThemeSettingsEditor {
  const { themeId, themeStyleId, name, schema } = style;
  const [values, setValues] = useState<SettingValues>(style.settings);
  const current = useRef<SettingValues>(style.settings);
  // What the server has, or will have once the saves under way succeed.
  const saved = useRef<ThemeSettings>(style.settings);
  const pending = useRef<ThemeSettings | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const show = useCallback((next: SettingValues) => {
    current.current = next;
    setValues(next);
    const { settings } = checkThemeSettings(schema, next);
    showThemeStylesheet(themeStylesheetHref(shop, themeId, name), themeStylesheetHref(shop, themeId, name, settings));
    return settings;
  }, [schema, shop, themeId, name]);

  // The server keeps the values the changes do not name.
  const write = useCallback((changes: ThemeSettings) => {
    const before = saved.current;
    saved.current = { ...before, ...changes };
    return save.run(() => shopApi(apiRoutes.theme.updateSettings, { params: { id: themeStyleId }, body: { settings: changes } }, { silent: true }), {
      restore: () => {
        saved.current = before;
        show(before);
      },
    });
  }, [save, show, themeStyleId]);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const settings = pending.current;
    pending.current = null;
    if (settings) void write(settings);
  }, [write]);

  // Closing the module (or activating another style) saves what is still waiting.
  const flushOnClose = useRef(flush);
  useEffect(() => {
    flushOnClose.current = flush;
  }, [flush]);
  useEffect(() => () => flushOnClose.current(), []);

  const change = useCallback((key: string, value: string | boolean) => {
    const changes = changesFrom(saved.current, show({ ...current.current, [key]: value }));
    clearTimeout(timer.current);
    pending.current = Object.keys(changes).length > 0 ? changes : null;
    if (pending.current) timer.current = setTimeout(flush, AUTOSAVE_DELAY_MS);
  }, [show, flush]);

  const resetToDefaults = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
    // The update keeps stored values the defaults do not name, and so does the form.
    show({ ...saved.current, ...style.defaults });
    void write(style.defaults);
  }, [show, write, style.defaults]);

  const invalid = useMemo(() => new Set(checkThemeSettings(schema, values).errors.map((error) => error.path.slice('settings.'.length))), [schema, values]);
  return { values, invalid, change, resetToDefaults };
}
